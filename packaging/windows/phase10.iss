; Inno Setup 6 script: per-user installer for Phase 10 (no administrator rights).
;
; Built by `python packaging/build.py` on Windows, which passes the values below
; on ISCC's command line (/DAppVersion=... etc.); the defaults only let the script
; be compiled by hand from the repository root after a build.
;
; Installs into %LOCALAPPDATA%\Programs\Phase 10 ({autopf} resolves to {userpf}
; when the installer runs without elevation), adds a Start-menu shortcut and an
; optional desktop shortcut, and registers an uninstaller under "Apps" for the
; current user only. Saved games and settings live in the user's AppData and are
; left in place on uninstall, as players expect.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef RepoRoot
  #define RepoRoot ".."
#endif
#ifndef SourceDir
  #define SourceDir RepoRoot + "\dist\phase10"
#endif
#ifndef OutputDir
  #define OutputDir RepoRoot + "\dist"
#endif
#ifndef OutputName
  #define OutputName "Phase10-" + AppVersion + "-windows-x64-setup"
#endif

#define AppName "Phase 10"
#define AppExe "phase10.exe"

[Setup]
; A fixed AppId ties upgrades and the uninstaller to one entry: never change it.
AppId={{6F0B2C7E-5A1D-4C3B-9E8A-10D0C0DE0010}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Phase 10 Desktop project
AppComments=A free, offline Phase 10 card game with honest computer opponents.
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} setup
; Per-user install: no UAC prompt, nothing written outside the user's profile.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
SetupIconFile={#RepoRoot}\resources\icons\phase10.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
RestartApplications=no

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "arabic"; MessagesFile: "compiler:Languages\Arabic.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller one-dir bundle. An upgrade first removes the old
; _internal folder (see [InstallDelete]) so no stale library survives.
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Comment: "Play Phase 10"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python may leave __pycache__ folders inside the bundle; remove the whole app folder.
Type: filesandordirs; Name: "{app}"
