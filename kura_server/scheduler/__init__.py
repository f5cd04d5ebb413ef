"""The resident jobs (SPEC §12): what they do (``jobs``), how one run is guarded and recorded
(``board``: a lock file per store and job, ``_jobs/state.json``), and the APScheduler timer that runs
them inside the daemon (``daemon``, imported only by the app: the CLI and the service never load
APScheduler)."""
