# Homebrew cask for the macOS build. A template: the release workflow renders it
# with packaging/distribution.py (version, repository, the SHA-256 of each .dmg).
cask "phase10-desktop" do
  arch arm: "arm64", intel: "x86_64"

  version "{version}"
  sha256 arm:   "{sha256_arm64}",
         intel: "{sha256_x86_64}"

  url "https://github.com/{repository}/releases/download/v#{version}/Phase10-#{version}-macos-#{arch}.dmg"
  name "Phase 10"
  desc "Free, offline Phase 10 card game with honest computer opponents"
  homepage "https://github.com/{repository}"

  depends_on macos: ">= :ventura"

  app "Phase 10.app"

  zap trash: [
    "~/Library/Application Support/Phase 10 Desktop",
    "~/Library/Caches/Phase 10 Desktop",
    "~/Library/Preferences/com.phase10desktop.Phase 10 Desktop.plist",
  ]
end
