@echo off
rem kura-start.cmd: start the kura daemon; restart it up to 3 times, 60 seconds apart; then leave a
rem failure marker a person will see. register-task.ps1 runs it at logon with no window.
rem
rem Usage: kura-start.cmd [KURA_EXE] [KURA_HOME] [KURA_CONFIG]
rem   KURA_EXE     the kura executable (default: kura, found on PATH)
rem   KURA_HOME    kura's folder (default: %KURA_HOME%, else %USERPROFILE%\.kura)
rem   KURA_CONFIG  the config file, used when it exists (default: %KURA_HOME%\kura.toml)
rem
rem Logs:   %KURA_HOME%\logs\kura.log        the daemon's log, rotated by kura (5 files of 10 MB)
rem         %KURA_HOME%\logs\kura-start.log  this script: one line per start, exit and restart, and
rem                                          whatever the daemon printed before its log was open
rem Marker: %KURA_HOME%\KURA-FAILED-TO-START.txt and the same file on the Desktop, written after
rem         the third restart failed too. Each new start removes old markers.
rem An exit with code 0 is a clean stop and is not restarted.
rem
rem Keep this file pure ASCII with CRLF line endings: cmd.exe reads it in the console code page.

setlocal EnableExtensions
set "KURA_EXE=kura"
if not "%~1"=="" set "KURA_EXE=%~1"
if not "%~2"=="" set "KURA_HOME=%~2"
if "%KURA_HOME%"=="" set "KURA_HOME=%USERPROFILE%\.kura"
if not "%~3"=="" if exist "%~3" set "KURA_CONFIG=%~3"

set "RESTARTS=3"
set "WAIT_S=60"
set "LOGDIR=%KURA_HOME%\logs"
set "STARTLOG=%LOGDIR%\kura-start.log"
set "MARKER=%KURA_HOME%\KURA-FAILED-TO-START.txt"
set "DESKTOP_MARKER=%USERPROFILE%\Desktop\KURA-FAILED-TO-START.txt"
if not exist "%LOGDIR%" mkdir "%LOGDIR%"
if exist "%MARKER%" del /q "%MARKER%"
if exist "%DESKTOP_MARKER%" del /q "%DESKTOP_MARKER%"
set /a ATTEMPT=0
set /a PINGS=WAIT_S+1

:start
set /a ATTEMPT+=1
>>"%STARTLOG%" echo %DATE% %TIME% start %ATTEMPT%: "%KURA_EXE%" serve, KURA_HOME=%KURA_HOME%
"%KURA_EXE%" serve --log-file "%LOGDIR%\kura.log" >>"%STARTLOG%" 2>&1
set "RC=%ERRORLEVEL%"
>>"%STARTLOG%" echo %DATE% %TIME% kura exited with code %RC%
if "%RC%"=="0" goto stopped
if %ATTEMPT% GTR %RESTARTS% goto failed
>>"%STARTLOG%" echo %DATE% %TIME% restarting in %WAIT_S% seconds
rem ping waits without a console; timeout.exe refuses to run in a task with no console.
ping -n %PINGS% 127.0.0.1 >nul 2>&1
goto start

:stopped
>>"%STARTLOG%" echo %DATE% %TIME% kura stopped cleanly
endlocal
exit /b 0

:failed
set "MSG=kura did not stay up: it exited %ATTEMPT% times, the last time with code %RC%. Read %STARTLOG% and %LOGDIR%\kura.log, fix the cause, delete this file, then log on again or run: schtasks /Run /TN kura"
>"%MARKER%" echo %DATE% %TIME% %MSG%
if exist "%USERPROFILE%\Desktop" >"%DESKTOP_MARKER%" echo %DATE% %TIME% %MSG%
>>"%STARTLOG%" echo %DATE% %TIME% gave up after %ATTEMPT% starts; failure marker written to %MARKER%
endlocal
exit /b 1
