"""Session state: working memory per scope (more of §7 — context, session end — lands here next)."""
