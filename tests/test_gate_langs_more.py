"""The gate against the lies round 38 found through in the languages the gate half reads: another person's fact said
as the person's where "my" is the noun's ending or follows it (Finnish "Veljeni", Hungarian "A bátyám", Greek "Η
αδερφή μου", Indonesian "Kakak saya", "Kakakku"), a past said as the present (Arabic "كنت أدخن", Polish
"Mieszkałem", Indonesian "Dulu", Korean "살았어요"), a wish said as a state (Portuguese "Eu queria ser médico",
Spanish "Sueño con …", Italian "Volevo fare il medico", French "Je voudrais …", Polish "Chciałbym …", Indonesian
"Saya ingin …", Korean "살고 싶어요"), a "not" dropped (Indonesian "tidak", Korean "않아요"), a maybe and a
question asked without its mark — each beside the honest twin that keeps what was said, and the honest words the new
tables must not read ("Dan", a name; "Queria dizer que …", a motive told; "Zostałem lekarzem", a change that holds)."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "text", "quote"),
    [
        ("Veljeni on lääkäri.", "Käyttäjä on lääkäri.", None),
        ("Vaimoni on opettaja.", "Käyttäjä on opettaja.", None),
        ("Η αδερφή μου μένει στο Βερολίνο.", "Ο χρήστης μένει στο Βερολίνο.", None),
        ("Η γυναίκα μου δουλεύει στην Αθήνα.", "Ο χρήστης δουλεύει στην Αθήνα.", None),
        ("Ο αδερφός μου είναι γιατρός.", "Ο χρήστης είναι γιατρός.", "είναι γιατρός"),
        ("Kakak saya tinggal di Bandung.", "Pengguna tinggal di Bandung.", None),
        ("Kakakku tinggal di Bandung.", "Pengguna tinggal di Bandung.", None),
        ("Istri saya bekerja di Jakarta.", "Pengguna bekerja di Jakarta.", None),
        ("우리 형은 서울에 살아요.", "사용자는 서울에 살아요.", None),
        ("제 남편은 의사예요.", "사용자는 의사예요.", None),
    ],
)
def test_another_persons_fact_said_as_the_persons_is_refused(said: str, text: str, quote: str | None) -> None:
    # ``base._MY_ENDING_KIN`` (Finnish "-ni", Indonesian "-ku"), ``subject._kin_then_my`` (Greek "μου", Indonesian
    # "saya" after the kin word), the Greek claim's "Ο χρήστης" read as the person (``_PERSON_SUBJECT``), and a Korean
    # kin word after "my" or "our" (``subject._CJK_KIN``'s "우리 형은", "제 남편은")
    verdict = gate_verdict(said, text, quote)
    assert verdict.outcome != "pass", verdict.reason
    assert verdict.rule == "support", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("كنت أدخن", "المستخدم يدخن"),
        ("Mieszkałem w Krakowie.", "Użytkownik mieszka w Krakowie."),
        ("Kiedyś mieszkałam w Gdańsku.", "Użytkownik mieszka w Gdańsku."),
        ("Paliłem.", "Użytkownik pali."),
        ("Dulu saya tinggal di Bandung.", "Pengguna tinggal di Bandung."),
        ("Saya pernah tinggal di Medan.", "Pengguna tinggal di Medan."),
        ("예전에 서울에 살았어요.", "사용자는 서울에 살아요."),
        ("부산에 살았어요.", "사용자는 부산에 살아요."),
        ("담배를 피웠어요.", "사용자는 담배를 피워요."),
        ("Έμενα στο Βερολίνο.", "Ο χρήστης μένει στο Βερολίνο."),
        ("Ήμουν γιατρός.", "Ο χρήστης είναι γιατρός."),
        ("Olin lääkäri.", "Käyttäjä on lääkäri."),
        ("Orvos voltam.", "A felhasználó orvos."),
    ],
)
def test_a_past_said_as_the_present_is_refused(said: str, text: str) -> None:
    # ``tense.dated`` reads the claim's verb in the quote's first person (``words._person_form``: "يدخن" behind
    # "أدخن"); ``words._PAST_CLAUSE``'s Polish "-łem", "kiedyś", Indonesian "dulu", "pernah", Korean "예전에", "았",
    # the Greek, Finnish and Hungarian "was" and pasts of a state
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Eu queria ser médico.", "O usuário é médico."),
        ("Eu queria morar em Lisboa.", "O usuário mora em Lisboa."),
        ("Sonho em ser piloto.", "O usuário é piloto."),
        ("Pretendo morar no Porto.", "O usuário mora no Porto."),
        ("Quería ser médico.", "El usuario es médico."),
        ("Sueño con ser piloto.", "El usuario es piloto."),
        ("Planeo mudarme a Sevilla.", "El usuario vive en Sevilla."),
        ("Pienso mudarme a Bilbao.", "El usuario vive en Bilbao."),
        ("Volevo fare il medico.", "L'utente fa il medico."),
        ("Volevo essere medico.", "L'utente è medico."),
        ("Sogno di diventare pilota.", "L'utente è pilota."),
        ("Spero di diventare avvocato.", "L'utente è avvocato."),
        ("Je voudrais être médecin.", "L'utilisateur est médecin."),
        ("Je rêve de devenir pilote.", "L'utilisateur est pilote."),
        ("J'espère devenir avocat.", "L'utilisateur est avocat."),
        ("Chciałbym mieszkać w Poznaniu.", "Użytkownik mieszka w Poznaniu."),
        ("Chciałem mieszkać we Wrocławiu.", "Użytkownik mieszka we Wrocławiu."),
        ("Saya ingin tinggal di Surabaya.", "Pengguna tinggal di Surabaya."),
        ("Saya mau tinggal di Malang.", "Pengguna tinggal di Malang."),
        ("Saya akan pindah ke Bogor.", "Pengguna pindah ke Bogor."),
        ("서울에 살고 싶어요.", "사용자는 서울에 살아요."),
        ("Θέλω να μείνω στο Βερολίνο.", "Ο χρήστης μένει στο Βερολίνο."),
        ("Θέλω να γίνω γιατρός.", "Ο χρήστης είναι γιατρός."),
        ("Tenho vontade de morar em Recife.", "O usuário mora em Recife."),
    ],
)
def test_a_wish_or_a_plan_said_as_a_state_is_refused(said: str, text: str) -> None:
    # ``words._WANT`` (the past want, a dream, a hope, an intent), ``words._ID_TO_BE``, ``words._KO_TO_BE``
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Saya tidak tinggal di Bandung.", "Pengguna tinggal di Bandung."),
        ("Saya bukan dokter.", "Pengguna dokter."),
        ("서울에 살지 않아요.", "사용자는 서울에 살아요."),
        ("أنا مش طبيب", "المستخدم طبيب"),
        ("저는 의사가 아니에요.", "사용자는 의사예요."),
    ],
)
def test_a_not_dropped_is_refused(said: str, text: str) -> None:
    # ``words._ID_NEGATIVE``, ``words._KO_NEGATIVE``, the spoken Arabic "مش" (``words._AR_NEGATIVE``), the Korean
    # "아니에요" read as one token (``words._JA_NOT``)
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Mungkin saya pindah ke Depok.", "Pengguna pindah ke Depok."),
        ("대구에 살아야 할까요", "사용자는 대구에 살아요."),
        ("Apakah saya harus pindah ke Solo", "Pengguna pindah ke Solo."),
        ("Apakah saya tinggal di Solo", "Pengguna tinggal di Solo."),
        ("Стоит ли мне стать врачом", "Пользователь врач."),
    ],
)
def test_a_maybe_or_a_question_said_as_certain_is_refused(said: str, text: str) -> None:
    # ``words._TENTATIVE``'s Indonesian "mungkin"; ``asks._UNMARKED_QUESTION``'s "apakah", Korean "-까요" and the
    # Russian "ли" after the word it asks of
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # the lead's honest twins
        ("Olen lääkäri.", "Käyttäjä on lääkäri."),
        ("Μένω στο Βερολίνο.", "Ο χρήστης μένει στο Βερολίνο."),
        ("أدخن", "المستخدم يدخن"),
        ("Sou médico.", "O usuário é médico."),
        # the person's own beside another's, and the other named in the claim
        ("Orvos vagyok.", "A felhasználó orvos."),
        ("Veljeni on lääkäri ja minä olen opettaja.", "Käyttäjä on opettaja."),
        ("Η αδερφή μου μένει στο Βερολίνο.", "Η αδερφή του χρήστη μένει στο Βερολίνο."),
        ("Saya tinggal di Bandung.", "Pengguna tinggal di Bandung."),
        ("Saya bekerja di Jakarta.", "Pengguna bekerja di Jakarta."),
        ("Saya tinggal di Bandung bersama ibu saya.", "Pengguna tinggal di Bandung."),
        ("Dan and I live in Leeds.", "The user lives in Leeds."),
        ("أعمل في بنك", "المستخدم يعمل في بنك"),
        # a want to tell, a want said as a want, a past want beside what is now
        ("Queria dizer que sou médico.", "O usuário é médico."),
        ("Volevo dirti che vivo a Roma.", "L'utente vive a Roma."),
        ("Je voudrais te dire que je vis à Lyon.", "L'utilisateur vit à Lyon."),
        ("Quería contarte que vivo en Sevilla.", "El usuario vive en Sevilla."),
        ("Pienso que vivo bien en Bilbao.", "El usuario vive en Bilbao."),
        ("Eu queria ser médico, mas hoje sou professor.", "O usuário é professor."),
        ("Eu queria ser médico.", "O usuário queria ser médico."),
        ("Volevo fare il medico.", "L'utente voleva fare il medico."),
        ("Saya ingin tinggal di Surabaya.", "Pengguna ingin tinggal di Surabaya."),
        ("서울에 살고 싶어요.", "사용자는 서울에 살고 싶어요."),
        # the present, a past said as a past, a change that holds, a "not" kept
        ("Mieszkam w Krakowie.", "Użytkownik mieszka w Krakowie."),
        ("Mieszkałem w Krakowie.", "Użytkownik mieszkał w Krakowie."),
        ("Przeprowadziłem się do Krakowa.", "Użytkownik przeprowadził się do Krakowa."),
        ("Zostałem lekarzem.", "Użytkownik został lekarzem."),
        ("Moja szkoła jest w Krakowie i mieszkam w Krakowie.", "Użytkownik mieszka w Krakowie."),
        ("예전에 부산에 살았는데 지금은 서울에 살아요.", "사용자는 서울에 살아요."),
        ("서울에 살아요.", "사용자는 서울에 살아요."),
        ("안녕하세요, 서울에 살아요.", "사용자는 서울에 살아요."),
        ("저는 서울에 살지 않아요.", "사용자는 서울에 살지 않아요."),
        ("Saya tidak merokok.", "Pengguna tidak merokok."),
        ("Dulu saya tinggal di Bandung tapi sekarang saya tinggal di Jakarta.", "Pengguna tinggal di Jakarta."),
        ("Orvos voltam.", "A felhasználó orvos volt."),
        ("Θέλω να γίνω γιατρός.", "Ο χρήστης θέλει να γίνει γιατρός."),
        ("저는 서울에 살고 우리 형도 서울에 살아요.", "사용자는 서울에 살아요."),
        ("우리 형은 부산에 살고 저는 서울에 살아요.", "사용자는 서울에 살아요."),
        ("제 남편은 의사예요.", "사용자의 남편은 의사예요."),
        ("우리는 서울에 살아요.", "사용자는 서울에 살아요."),
        ("아니요, 저는 서울에 살아요.", "사용자는 서울에 살아요."),
        ("저는 의사가 아니에요.", "사용자는 의사가 아니에요."),
        ("담배를 피워요.", "사용자는 담배를 피워요."),
        ("Я не знаю, ли это правда, но я живу в Казани.", "Пользователь живёт в Казани."),
    ],
)
def test_the_honest_twin_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Asun Helsingissä.", "Käyttäjä asuu Helsingissä."),
        ("Asun Tampereella.", "Käyttäjä asuu Tampereella."),
        ("Είμαι γιατρός.", "Ο χρήστης είναι γιατρός."),
        ("Hraju tenis.", "Uživatel hraje tenis."),
        ("Saya dokter.", "Pengguna adalah dokter."),
        ("Palę.", "Użytkownik pali."),
    ],
)
def test_an_honest_claim_in_a_language_that_inflects_more_is_kept(said: str, text: str) -> None:
    # round 37's "coverage in agglutinative languages": the person's verb in the first person is the claim's in the
    # third (``words._FIRST_ENDINGS``, ``_THIRD_ENDINGS``: "asun" → "asuu", "hraju" → "hraje", "palę" → "pali"), and
    # the Greek and Indonesian "is" no content word (``words._STOP``: "είναι", "adalah")
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason
