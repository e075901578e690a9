import CrosscutCommandLine

CommandLineTool.main()
