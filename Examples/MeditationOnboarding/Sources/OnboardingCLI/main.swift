import Foundation
import MeditationOnboarding

// The meditation onboarding in the terminal: `swift run --package-path Examples/MeditationOnboarding onboarding`.
let status = await OnboardingProgram.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
