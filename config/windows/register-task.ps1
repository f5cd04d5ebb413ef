<#
.SYNOPSIS
    Registers the scheduled task that starts kura at logon with no window, or removes it.

.DESCRIPTION
    The task runs kura-start.cmd (3 restarts 60 seconds apart, a log file, a failure marker) each
    time you log on.

    From an elevated PowerShell (Run as administrator) the task runs in the background with the
    S4U logon type: no window and no console at all. Without administrator rights (or with
    -Interactive) it runs in your session through "conhost.exe --headless": no window on
    Windows 10 1809 and later.

    Keep this file pure ASCII: Windows PowerShell 5.1 reads a file without a BOM in the ANSI code page.

.EXAMPLE
    powershell -NoProfile -ExecutionPolicy Bypass -File register-task.ps1

.EXAMPLE
    powershell -NoProfile -ExecutionPolicy Bypass -File register-task.ps1 -KuraExe C:\venvs\kura\Scripts\kura.exe

.EXAMPLE
    powershell -NoProfile -ExecutionPolicy Bypass -File register-task.ps1 -Unregister
#>
[CmdletBinding()]
param(
    [string]$StartScript = (Join-Path $PSScriptRoot 'kura-start.cmd'),
    [string]$KuraExe = '',
    [string]$KuraHome = '',
    [string]$KuraConfig = '',
    [string]$TaskName = 'kura',
    [switch]$Interactive,
    [switch]$Unregister
)

Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'

if ($Unregister) {
    $task = Get-ScheduledTask -TaskName $TaskName -ErrorAction SilentlyContinue
    if ($null -eq $task) {
        Write-Output "no scheduled task named ${TaskName}: nothing to remove"
        exit 0
    }
    Stop-ScheduledTask -TaskName $TaskName -ErrorAction SilentlyContinue
    Unregister-ScheduledTask -TaskName $TaskName -Confirm:$false
    Write-Output "removed scheduled task ${TaskName}"
    exit 0
}

if (-not (Test-Path -LiteralPath $StartScript)) {
    throw "start script not found: $StartScript"
}
$StartScript = (Resolve-Path -LiteralPath $StartScript).Path
if (-not $KuraExe) {
    $found = Get-Command kura -ErrorAction SilentlyContinue
    if ($null -eq $found) {
        throw 'kura is not on PATH: pass -KuraExe C:\path\to\kura.exe'
    }
    $KuraExe = $found.Source
}
if (-not $KuraHome) {
    if ($env:KURA_HOME) { $KuraHome = $env:KURA_HOME } else { $KuraHome = Join-Path $env:USERPROFILE '.kura' }
}
if (-not $KuraConfig) {
    $KuraConfig = Join-Path $KuraHome 'kura.toml'
}
if (-not (Test-Path -LiteralPath $KuraHome)) {
    New-Item -ItemType Directory -Path $KuraHome | Out-Null
}

$identity = [Security.Principal.WindowsIdentity]::GetCurrent()
$isAdmin = ([Security.Principal.WindowsPrincipal]$identity).IsInRole(
    [Security.Principal.WindowsBuiltInRole]::Administrator)
# cmd.exe /c strips the outer quotes of ""script" "arg" ..."" and keeps the inner ones.
$cmdArgs = '/d /c ""{0}" "{1}" "{2}" "{3}""' -f $StartScript, $KuraExe, $KuraHome, $KuraConfig

if ($Interactive -or -not $isAdmin) {
    $action = New-ScheduledTaskAction -Execute 'conhost.exe' -Argument ('--headless cmd.exe ' + $cmdArgs) `
        -WorkingDirectory $KuraHome
    $principal = New-ScheduledTaskPrincipal -UserId $identity.Name -LogonType Interactive -RunLevel Limited
    $how = 'in your session, headless'
} else {
    $action = New-ScheduledTaskAction -Execute 'cmd.exe' -Argument $cmdArgs -WorkingDirectory $KuraHome
    $principal = New-ScheduledTaskPrincipal -UserId $identity.Name -LogonType S4U -RunLevel Limited
    $how = 'in the background (S4U, no window)'
}
$trigger = New-ScheduledTaskTrigger -AtLogOn -User $identity.Name
$settings = New-ScheduledTaskSettingsSet -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries `
    -StartWhenAvailable -MultipleInstances IgnoreNew -ExecutionTimeLimit ([TimeSpan]::Zero)

Register-ScheduledTask -TaskName $TaskName -Action $action -Trigger $trigger -Principal $principal `
    -Settings $settings -Force `
    -Description 'kura: local long-term memory for AI agents, started at logon by kura-start.cmd' | Out-Null

Write-Output "registered scheduled task ${TaskName}: at logon it runs $StartScript $how"
Write-Output "logs: $KuraHome\logs    start now: schtasks /Run /TN $TaskName    remove: register-task.ps1 -Unregister"
