print("usage: crosscut generate --output-dir DIR FILE... | crosscut inspect --json FILE...")
