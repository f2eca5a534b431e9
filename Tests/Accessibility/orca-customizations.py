# Orca's customizations for the screen-reader tests (Orca loads orca-customizations.py from its
# preferences folder, given with -u). The tests read what Orca would have said from its debug
# log ("SPEECH OUTPUT: '…'"), so the log is written line by line, and there is no speech server
# (Orca logs each utterance all the same, and never waits on speech-dispatcher).
import orca.debug
import orca.settings

if orca.debug.debugFile:
    orca.debug.debugFile.reconfigure(line_buffering=True)
orca.settings.enableSpeech = False
