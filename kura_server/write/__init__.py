"""The doors every write passes: redaction, the gate, reconcile."""
