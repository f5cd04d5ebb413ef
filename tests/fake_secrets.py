"""Fake secrets shared by the redaction tests, assembled from pieces so that the test files do not trip
secret scanners themselves. The AWS pair is the one in AWS's own documentation (every model has seen it)."""

from __future__ import annotations

ALNUM36 = "a1B2c3D4e5F6g7H8i9J0" + "k1L2m3N4o5P6q7R8"
AWS_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"
GH_TOKEN = "ghp_" + ALNUM36
PASSWORD = "Tr0ub4" + "dor&3x"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    + "."
    + "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIn0"
    + "."
    + "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
