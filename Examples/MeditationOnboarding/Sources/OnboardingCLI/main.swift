print("The onboarding program is being assembled.")
