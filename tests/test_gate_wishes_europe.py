"""The gate against the lies round 37 found through in Dutch, Swedish, Norwegian, Danish, Czech, Hungarian, Finnish and
Greek: a wish or a hope said as a state, a plan said as done, a maybe said as certain, a "not" dropped and another
person's fact said as the person's — each beside the honest twin that keeps what was said (the wish as a wish, the
"not" as a "not"), and the honest words the new tables must not read ("Wil", a name; "nietje", a staple; Danish
"maske" is German's mask; Finnish "en" is French and Swedish; "min" is minutes)."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Ik wil tandarts worden.", "De gebruiker is tandarts."),
        ("Ik hoop piloot te worden.", "De gebruiker is piloot."),
        ("Ik probeer veganist te zijn.", "De gebruiker is veganist."),
        ("Jag vill bli sjuksköterska.", "Användaren är sjuksköterska."),
        ("Jag hoppas bli läkare.", "Användaren är läkare."),
        ("Jeg vil bli lærer.", "Brukeren er lærer."),
        ("Jeg vil gerne være læge.", "Brugeren er læge."),
        ("Jeg håber at blive advokat.", "Brugeren er advokat."),
        ("Chci být lékařem.", "Uživatel je lékař."),
        ("Chtěl bych být lékařem.", "Uživatel je lékař."),
        ("Orvos akarok lenni.", "A felhasználó orvos."),
        ("Szeretnék orvos lenni.", "A felhasználó orvos."),
        ("Haluan lääkäriksi.", "Käyttäjä on lääkäri."),
        ("Haluan olla lääkäri.", "Käyttäjä on lääkäri."),
    ],
)
def test_a_wish_said_as_a_state_is_refused(said: str, text: str) -> None:
    # ``words._WANT``: what is wanted, hoped or tried for is not yet
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Jag kommer att flytta till Lund.", "Användaren flyttar till Lund."),
        ("Θα μετακομίσω στο Ηράκλειο.", "Ο χρήστης μένει στο Ηράκλειο."),
    ],
)
def test_a_plan_said_as_done_is_refused(said: str, text: str) -> None:
    # ``words._FUTURE_CLAUSE``: "kommer att", Greek "θα"
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Misschien verhuis ik naar Zwolle.", "De gebruiker verhuist naar Zwolle."),
        ("Waarschijnlijk verhuis ik naar Arnhem.", "De gebruiker verhuist naar Arnhem."),
        ("Ik denk erover na om naar Utrecht te verhuizen.", "De gebruiker verhuist naar Utrecht."),
        ("Kanske flyttar jag till Umeå.", "Användaren flyttar till Umeå."),
        ("Jag flyttar kanske till Umeå.", "Användaren flyttar till Umeå."),
        ("Kanskje flytter jeg til Bergen.", "Brukeren flytter til Bergen."),
        ("Måske flytter jeg til Odense.", "Brugeren flytter til Odense."),
        ("Možná se přestěhuji do Brna.", "Uživatel se přestěhuje do Brna."),
        ("Talán Debrecenbe költözöm.", "A felhasználó Debrecenbe költözik."),
        ("Ίσως μετακομίσω στη Λάρισα.", "Ο χρήστης μετακομίζει στη Λάρισα."),
    ],
)
def test_a_maybe_said_as_certain_is_refused(said: str, text: str) -> None:
    # ``words._TENTATIVE``
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Ik ben niet getrouwd.", "De gebruiker is getrouwd."),
        ("Ik ben geen vegetariër.", "De gebruiker is vegetariër."),
        ("Ik woon niet meer in Haarlem.", "De gebruiker woont in Haarlem."),
        ("Ik rook niet meer.", "De gebruiker rookt."),
        ("Jag är inte gift.", "Användaren är gift."),
        ("Jag bor inte längre i Uppsala.", "Användaren bor i Uppsala."),
        ("Jag har inga barn.", "Användaren har barn."),
        ("Jag dricker inte kaffe.", "Användaren dricker kaffe."),
        ("Jeg er ikke gift.", "Brukeren er gift."),
        ("Jeg bor ikke i Oslo lenger.", "Brukeren bor i Oslo."),
        ("Jeg har ingen barn.", "Brukeren har barn."),
        ("Jeg er ikke gift.", "Brugeren er gift."),
        ("Jeg bor ikke længere i Aarhus.", "Brugeren bor i Aarhus."),
        ("Jeg drikker aldrig kaffe.", "Brugeren drikker kaffe."),
        ("Nejsem ženatý.", "Uživatel je ženatý."),
        ("Nemám děti.", "Uživatel má děti."),
        ("Nejsem vegetarián.", "Uživatel je vegetarián."),
        ("En ole naimisissa.", "Käyttäjä on naimisissa."),
        ("Minulla ei ole lapsia.", "Käyttäjällä on lapsia."),
        ("Δεν μένω πια στην Πάτρα.", "Ο χρήστης μένει στην Πάτρα."),
        ("Δεν καπνίζω.", "Ο χρήστης καπνίζει."),
    ],
)
def test_a_not_dropped_is_refused(said: str, text: str) -> None:
    # the negation tables (``words._NL_NEGATIVE``, ``_NORDIC_NEGATIVE``, ``_CS_NEGATIVE``, ``_FI_NEGATIVE``,
    # ``_EL_NEGATIVE``; Finnish "en" by ``_SAID_NOT``), each governing its whole clause (``_NEG_CLAUSE``)
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Vroeger rookte ik.", "De gebruiker rookt."),
        ("Vroeger werkte ik bij Philips.", "De gebruiker werkt bij Philips."),
        ("Ik werkte bij Philips.", "De gebruiker werkt bij Philips."),
        ("Förr var jag lärare.", "Användaren är lärare."),
        ("Jag var lärare.", "Användaren är lärare."),
        ("Jag jobbade på Volvo.", "Användaren jobbar på Volvo."),
        ("Tidligere jobbet jeg i Telenor.", "Brukeren jobber i Telenor."),
        ("Jeg jobbet i Telenor.", "Brukeren jobber i Telenor."),
        ("Før arbejdede jeg hos Lego.", "Brugeren arbejder hos Lego."),
        ("Jeg arbejdede hos Lego.", "Brugeren arbejder hos Lego."),
        ("Korábban Budapesten dolgoztam.", "A felhasználó Budapesten dolgozik."),
        ("Παλιά δούλευα στην Αθήνα.", "Ο χρήστης δουλεύει στην Αθήνα."),
    ],
)
def test_a_past_said_as_the_present_is_refused(said: str, text: str) -> None:
    # ``words._PAST_CLAUSE``: "vroeger", "förr", "tidligere", "før" before its verb, "korábban", Greek "παλιά" opening
    # its clause; a Dutch or Scandinavian simple past beside its subject
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("Mijn broer is huisarts.", "De gebruiker is huisarts.", "is huisarts"),
        ("Mijn broer is huisarts.", "De gebruiker is huisarts.", None),
        ("Mijn vrouw woont in Delft.", "De gebruiker woont in Delft.", None),
        ("Min bror bor i Västerås.", "Användaren bor i Västerås.", None),
        ("Min bror är läkare.", "Användaren är läkare.", "är läkare"),
        ("Min kone jobber i Equinor.", "Brukeren jobber i Equinor.", None),
        ("Můj bratr bydlí v Praze.", "Uživatel bydlí v Praze.", None),
    ],
)
def test_another_persons_fact_said_as_the_persons_is_refused(said: str, text: str, quote: str | None) -> None:
    # ``subject.others``: the person in these languages (``_PERSON_SUBJECT``), their people (``_KIN``, ``words._MY``,
    # Scandinavian "min" before one of them: ``_MY_BEFORE_KIN``, whose clause's "i" is "in")
    verdict = gate_verdict(said, text, quote)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # the wish, the plan, the maybe, the "not" kept as said
        ("Ik wil tandarts worden.", "De gebruiker wil tandarts worden."),
        ("Later wil ik dokter worden.", "De gebruiker wil dokter worden."),
        ("Ik hoop piloot te worden.", "De gebruiker hoopt piloot te worden."),
        ("Ik zal naar Utrecht verhuizen.", "De gebruiker zal naar Utrecht verhuizen."),
        ("Misschien verhuis ik naar Zwolle.", "De gebruiker verhuist misschien naar Zwolle."),
        ("Ik ben niet getrouwd.", "De gebruiker is niet getrouwd."),
        ("Ik ben geen vegetariër.", "De gebruiker is geen vegetariër."),
        ("Ik woon niet meer in Haarlem.", "De gebruiker woont niet meer in Haarlem."),
        ("Jag vill bli sjuksköterska.", "Användaren vill bli sjuksköterska."),
        ("Jag ska flytta till Lund.", "Användaren ska flytta till Lund."),
        ("Kanske flyttar jag till Umeå.", "Användaren flyttar kanske till Umeå."),
        ("Jag är inte gift.", "Användaren är inte gift."),
        ("Jag har inga barn.", "Användaren har inga barn."),
        ("Jeg vil bli lærer.", "Brukeren vil bli lærer."),
        ("Jeg er ikke gift.", "Brugeren er ikke gift."),
        ("Chci být lékařem.", "Uživatel chce být lékařem."),
        ("Orvos akarok lenni.", "A felhasználó orvos akar lenni."),
        ("Nem vagyok házas.", "A felhasználó nem házas."),
        ("Haluan lääkäriksi.", "Käyttäjä haluaa lääkäriksi."),
        ("En ole naimisissa.", "Käyttäjä ei ole naimisissa."),
        ("Δεν είμαι παντρεμένος.", "Ο χρήστης δεν είναι παντρεμένος."),
        # the plain fact, and the clause after a "but" or an "and I" that a "not" before it does not reach
        ("Ik woon in Gent.", "De gebruiker woont in Gent."),
        ("Ik ben dokter in Utrecht.", "De gebruiker is dokter in Utrecht."),
        ("Jag bor i Malmö.", "Användaren bor i Malmö."),
        ("Ik ben niet getrouwd maar ik heb een vriendin.", "De gebruiker heeft een vriendin."),
        ("Ik rook niet, maar ik drink wel koffie.", "De gebruiker drinkt koffie."),
        ("Jag är inte gift men jag har en flickvän.", "Användaren har en flickvän."),
        ("Jag röker inte och jag dricker kaffe varje dag.", "Användaren dricker kaffe varje dag."),
        ("Jeg er ikke gift, men jeg har en kæreste.", "Brugeren har en kæreste."),
        ("Ik wil niet verhuizen, ik woon graag in Gent.", "De gebruiker woont graag in Gent."),
        ("Jeg bor i Oslo og vil gjerne bli her.", "Brukeren bor i Oslo."),
        ("Jeg bor i Aarhus, det vil sige i Viby.", "Brugeren bor i Aarhus."),
        # the past kept as a past, and the words the past reading must not read ("inte", "før jul", English "drive",
        # German "Regen")
        ("Ik werkte bij Philips.", "De gebruiker werkte bij Philips."),
        ("Vroeger werkte ik bij Philips.", "De gebruiker werkte vroeger bij Philips."),
        ("Jag jobbade på Volvo.", "Användaren jobbade på Volvo."),
        ("Jeg jobbet i Telenor.", "Brukeren jobbet i Telenor."),
        ("Jag var lärare.", "Användaren var lärare."),
        ("Jag jobbar på Volvo.", "Användaren jobbar på Volvo."),
        ("Jeg flytter til Oslo før jul.", "Brukeren flytter til Oslo før jul."),
        ("I drive to work every day.", "The user drives to work every day."),
        ("Ich mag Regen.", "Der Nutzer mag Regen."),
        ("Ik praat graag met mensen.", "De gebruiker praat graag met mensen."),
        ("Jeg møter venner hver fredag.", "Brukeren møter venner hver fredag."),
        # someone of the person's beside the person: each their own
        ("Mijn broer is huisarts.", "De broer van de gebruiker is huisarts."),
        ("Min bror är läkare och jag är lärare.", "Användaren är lärare."),
        ("Min fru är läkare och jag är ingenjör.", "Användaren är ingenjör."),
        ("Mám psa a bydlím v Brně.", "Uživatel bydlí v Brně."),
        # words the new tables must not read
        ("Ik werk met een nietjesmachine.", "De gebruiker werkt met een nietjesmachine."),
        ("Jeg har en maske til karneval.", "Brugeren har en maske til karneval."),
        ("Ich trage eine Maske bei der Arbeit.", "Der Nutzer trägt eine Maske bei der Arbeit."),
        ("Je suis en ligne et je vis à Paris.", "L'utilisateur vit à Paris."),
        ("Je vis en France et je suis médecin.", "L'utilisateur est médecin."),
        ("I run for 10 min every morning.", "The user runs for 10 min every morning."),
        ("I don't drink ale.", "The user does not drink ale."),
        ("Ei, I live in Leeds.", "The user lives in Leeds."),
        ("Snart är det jul och jag bor i Malmö.", "Användaren bor i Malmö."),
    ],
)
def test_the_honest_twin_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason
