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

#ifndef Compression
  ; Releases: the smallest download. CI passes /DCompression=lzma2/fast (build.py
  ; --installer-compression), which it compiles in seconds instead of minutes.
  #define Compression "lzma2/max"
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
Compression={#Compression}
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

[Registry]
; phase10: links (invitations, phase10://join/HOST:PORT/CODE) open the game, which
; shows the Join dialog filled in. HKA is HKLM for an all-users install and HKCU for
; a per-user one; the uninstaller removes the whole key.
Root: HKA; Subkey: "Software\Classes\phase10"; ValueType: string; ValueName: ""; ValueData: "URL:Phase 10 invitation"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\phase10"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\phase10\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\phase10\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
; Windows Defender Firewall: hosting a table listens for other players on the home
; network. An all-users install (administrator) allows the game in on private
; networks only, so hosting at home never asks and a public Wi-Fi stays closed; the
; old rule goes first, so an upgrade leaves exactly one. A per-user install cannot
; change the firewall: Windows asks the first time the player hosts (README says so).
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#AppName}"" program=""{app}\{#AppExe}"""; Flags: runhidden; Check: IsAdminInstallMode
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#AppName}"" dir=in action=allow program=""{app}\{#AppExe}"" enable=yes profile=private"; Flags: runhidden; StatusMsg: "Allowing {#AppName} to host tables on private networks..."; Check: IsAdminInstallMode
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#AppName}"" program=""{app}\{#AppExe}"""; Flags: runhidden; RunOnceId: "RemoveFirewallRule"; Check: IsAdminInstallMode

[UninstallDelete]
; Python may leave __pycache__ folders inside the bundle; remove the whole app folder.
Type: filesandordirs; Name: "{app}"
