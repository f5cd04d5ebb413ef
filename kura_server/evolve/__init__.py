"""Evolve: the offline consolidation loop (SPEC §6), and the snapshots it takes before changing anything.

- :mod:`.trigger` — when a cycle runs (days since the last, new entries, review backlog);
- :mod:`.consolidate` — neighbour pairs, merges (by rule, or judged by the thinker), conflicts,
  re-checks, fades → a :class:`~.proposal.Proposal`;
- :mod:`.proposal` — the proposal file and :func:`~.proposal.after` (the store once it is applied);
- :mod:`.verify` — boundary, retention and safety: any failure rejects the whole proposal;
- :mod:`.cycle` — the cycle end to end; apply = snapshot, change, index sync, audit lines;
- :mod:`.snapshots` — take, list, restore (rollback).

``service.Kura.evolve / snapshots / snapshot / rollback`` are the thin doors to it.
"""
