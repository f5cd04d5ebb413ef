"""The gate against the lies round 38 left through in the languages it half reads, and the honest facts it refused
there: a Turkish noun told in the past by its suffix ("Doktordum"), the Korean "안" before a verb, spoken Arabic's
"ما عندي" (I have no), a Hungarian noun in "-éd" read as an English "-ed" past (so its claim was never compared),
Vietnamese "not"s, pasts, wants and kin, the Chinese "almost did" (差点, 差一点, 几乎), German wishes by inversion
("Wäre ich doch Millionär"), German hearsay without "dass" ("Alle denken, ich bin reich"), and the Finnish "I had",
"I would like" and "my brother has" — each beside the honest twin that keeps what was said, and the honest words
the new readings must not take (English "victim", "Chang", "안녕", "안에", the surname Ahn, "كل ما عندي",
"几乎每天", "Ich denke, …"). The honest side also holds the claims main refused: a Hungarian claim with its verb
last ("A felhasználó Budapesten lakik") and a Vietnamese claim of one content word ("Người dùng là bác sĩ"). Some
lies here main refused too (by coverage alone): they guard the two new ways a claim's subject or verb is carried,
which would otherwise let them through."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Doktordum.", "Kullanıcı doktor."),
        ("Öğretmendim.", "Kullanıcı öğretmen."),
        ("Avukattım.", "Kullanıcı avukat."),
        ("Öğrenciydim.", "Kullanıcı öğrenci."),
        ("Doktor değildim.", "Kullanıcı doktor."),
        ("Ügyvéd voltam.", "A felhasználó ügyvéd."),
        ("Minulla oli koira.", "Käyttäjällä on koira."),
        ("Tôi đã từng là bác sĩ.", "Người dùng là bác sĩ."),
        ("Tôi đã từng hút thuốc.", "Người dùng hút thuốc."),
        ("Tôi từng sống ở Hà Nội.", "Người dùng sống ở Hà Nội."),
        ("Ngày xưa tôi hút thuốc.", "Người dùng hút thuốc."),
        ("Trước đây tôi sống ở Hà Nội.", "Người dùng sống ở Hà Nội."),
    ],
)
def test_a_past_said_as_the_present_is_refused(said: str, text: str) -> None:
    # ``base._turkish_was`` (a Turkish claim's word with the suffix of its past), ``words._unenglish_ed`` ("ügyvéd"
    # is no English "-ed" past, so the claim is compared), ``words._PAST_CLAUSE``'s Finnish "minulla oli" and
    # Vietnamese "đã từng", "ngày xưa", "trước đây"
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("담배를 안 피워요.", "사용자는 담배를 피워요."),
        ("저는 고기를 안 먹어요.", "사용자는 고기를 먹어요."),
        ("ما عندي سيارة", "المستخدم عنده سيارة"),
        ("أنا ما عندي أطفال", "المستخدم عنده أطفال"),
        ("Tôi không hút thuốc.", "Người dùng hút thuốc."),
        ("Tôi chưa kết hôn.", "Người dùng kết hôn."),
        ("Tôi không phải là bác sĩ.", "Người dùng là bác sĩ."),
    ],
)
def test_a_not_dropped_is_refused(said: str, text: str) -> None:
    # ``words._JA_NOT``'s Korean "안" before a verb and Arabic "ما" before "عند"; ``words._VI_NEGATIVE``
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Wäre ich doch Millionär.", "Der Nutzer ist Millionär."),
        ("Hätte ich doch ein Auto.", "Der Nutzer hat ein Auto."),
        ("Wäre ich nur reich.", "Der Nutzer ist reich."),
        ("Wäre ich reich, würde ich ein Haus kaufen.", "Der Nutzer ist reich."),
        ("Haluaisin koiran.", "Käyttäjällä on koira."),
        ("Tôi muốn sống ở Hà Nội.", "Người dùng sống ở Hà Nội."),
        ("Tôi muốn hút thuốc.", "Người dùng hút thuốc."),
        ("Tôi sẽ chuyển đến Hà Nội.", "Người dùng chuyển đến Hà Nội."),
        ("Tôi dự định sống ở Hà Nội.", "Người dùng sống ở Hà Nội."),
        ("Có lẽ tôi sẽ sống ở Hà Nội.", "Người dùng sống ở Hà Nội."),
    ],
)
def test_a_wish_or_a_plan_said_as_a_state_is_refused(said: str, text: str) -> None:
    # ``words._WISH``'s German inversion, ``asks._UNREAL``'s German "Wäre ich …, würde ich …", ``words._WANT``'s
    # Finnish "haluaisin" and Vietnamese "tôi muốn / sẽ / dự định", ``words._TENTATIVE``'s "có lẽ"; the Finnish "on"
    # before "koira" is no French "on … -ra" future (``words._FRENCH_FUTURE_AFTER``), which had made the claim a plan
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("我差点搬到上海。", "用户搬到了上海。"),
        ("我差一点搬到上海。", "用户搬到了上海。"),
        ("我差点就辞职了。", "用户辞职了。"),
        ("去年我差点买了一辆特斯拉。", "用户买了一辆特斯拉。"),
        ("我險些搬到上海。", "用户搬到了上海。"),
    ],
)
def test_what_almost_happened_said_as_done_is_refused(said: str, text: str) -> None:
    # ``limits._ZH_NEARLY``: the characters after it in its clause, a run of them being one word to ``_WORD``
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Alle denken, ich bin reich.", "Der Nutzer ist reich."),
        ("Alle denken, dass ich reich bin.", "Der Nutzer ist reich."),
        ("Meine Eltern glauben, ich bin Arzt.", "Der Nutzer ist Arzt."),
        ("Mọi người nghĩ tôi giàu.", "Người dùng giàu."),
        ("Mọi người nói tôi nấu ăn giỏi.", "Người dùng nấu ăn giỏi."),
    ],
)
def test_what_others_think_of_the_person_is_refused(said: str, text: str) -> None:
    # ``words._REPORT_VERB``'s German plural and past and Vietnamese "nghĩ", "nói" before "tôi"; the claim's "Người
    # dùng" names no "mọi người" (everyone) as the one it reports (``words._VI_PERSON``)
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Veljelläni on koira.", "Käyttäjällä on koira."),
        ("Vợ tôi là bác sĩ.", "Người dùng là bác sĩ."),
        ("Anh trai tôi là bác sĩ.", "Người dùng là bác sĩ."),
        ("Mẹ tôi làm việc ở bệnh viện.", "Người dùng làm việc ở bệnh viện."),
        ("Bạn tôi hút thuốc.", "Người dùng hút thuốc."),
    ],
)
def test_another_persons_fact_said_as_the_persons_is_refused(said: str, text: str) -> None:
    # ``base._MY_ENDING_KIN``'s Finnish adessive ("my brother has") with the claim's "Käyttäjällä" read as the
    # person, ``base._VI_KIN`` before "tôi"
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Tôi là giáo viên.", "Người dùng là bác sĩ."),
        ("Nếu tôi là bác sĩ thì tốt.", "Người dùng là bác sĩ."),
        ("Tôi ước tôi là bác sĩ.", "Người dùng là bác sĩ."),
        ("Bạn là bác sĩ.", "Người dùng là bác sĩ."),
        ("Lan là bác sĩ.", "Người dùng là bác sĩ."),
        ("Debrecenben lakom.", "A felhasználó Budapesten lakik."),
        ("Budapesten dolgozom.", "A felhasználó Budapesten lakik."),
        ("Nem lakom Budapesten.", "A felhasználó Budapesten lakik."),
        ("A bátyám Budapesten lakik.", "A felhasználó Budapesten lakik."),
        # "mình" (I) is the person's only in a Vietnamese claim: in English "Minh" stays a name
        ("Minh works at Google.", "The user works at Google."),
    ],
)
def test_a_subject_or_a_verb_newly_carried_carries_nothing_else(said: str, text: str) -> None:
    # the Vietnamese person's "tôi" carries "Người dùng" only before the rest of the claim word for word
    # (``carried._vi_person_said``); the Hungarian claim's last word is its verb (``carried._last_verb``), carried only
    # by the person's own form of it
    verdict = gate_verdict(said, text)
    assert verdict.outcome != "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        # the twins
        ("Doktorum.", "Kullanıcı doktor."),
        ("Ben doktorum.", "Kullanıcı doktor."),
        ("Ben öğrenciyim.", "Kullanıcı öğrenci."),
        ("담배를 피워요.", "사용자는 담배를 피워요."),
        ("Ügyvéd vagyok.", "A felhasználó ügyvéd."),
        ("عندي سيارة", "المستخدم عنده سيارة"),
        ("Tôi hút thuốc.", "Người dùng hút thuốc."),
        ("我搬到上海了。", "用户搬到了上海。"),
        ("Ich bin Millionär.", "Der Nutzer ist Millionär."),
        ("Ich habe ein Auto.", "Der Nutzer hat ein Auto."),
        ("Ich bin reich.", "Der Nutzer ist reich."),
        ("Minulla on koira.", "Käyttäjällä on koira."),
        ("Minulla on kaksi kissaa.", "Käyttäjällä on kaksi kissaa."),
        ("Minun täytyy tehdä töitä viikonloppuna.", "Käyttäjän täytyy tehdä töitä viikonloppuna."),
        # words the new readings must not take
        ("Victim of fraud here, and I am a nurse.", "The user is a nurse."),
        ("안녕하세요, 담배를 피워요.", "사용자는 담배를 피워요."),
        ("집 안에서 담배를 피워요.", "사용자는 집 안에서 담배를 피워요."),
        ("안 씨는 의사예요. 저는 담배를 피워요.", "사용자는 담배를 피워요."),
        ("هذا كل ما عندي: سيارة قديمة", "المستخدم عنده سيارة قديمة"),
        ("ما اسمك؟ عندي سيارة", "المستخدم عنده سيارة"),
        ("我差点迟到，但是我搬到了上海。", "用户搬到了上海。"),
        ("我几乎每天跑步。", "用户每天跑步。"),
        ("我几乎都用Python。", "用户用Python。"),
        ("Ich denke, ich bin reich.", "Der Nutzer ist reich."),
        ("Ich glaube, ich bin krank.", "Der Nutzer ist krank."),
        ("Ich bin Arzt, alle denken das.", "Der Nutzer ist Arzt."),
        ("Tôi nghĩ tôi nấu ăn giỏi.", "Người dùng nấu ăn giỏi."),
        ("Ở Hà Nội tôi làm bác sĩ.", "Người dùng làm bác sĩ ở Hà Nội."),
        ("Tôi sống ở Hà Nội với vợ tôi.", "Người dùng sống ở Hà Nội với vợ."),
        ("Tôi làm việc ở Hà Nội, vợ tôi là bác sĩ.", "Người dùng làm việc ở Hà Nội."),
        ("Mình sống ở Đà Nẵng.", "Người dùng sống ở Đà Nẵng."),
        ("I had lunch with Chang, and I work at Google.", "The user works at Google."),
    ],
)
def test_the_honest_twin_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Budapesten lakom.", "A felhasználó Budapesten lakik."),
        ("Egy banknál dolgozom.", "A felhasználó egy banknál dolgozik."),
        ("Tôi là bác sĩ.", "Người dùng là bác sĩ."),
        ("Tôi sống ở Hà Nội.", "Người dùng sống ở Hà Nội."),
        ("Xin chào. Tôi là kỹ sư.", "Người dùng là kỹ sư."),
    ],
)
def test_an_honest_claim_main_refused_is_kept(said: str, text: str) -> None:
    # ``carried._last_verb``: the Hungarian verb ends its clause; ``carried._vi_person_said``: "Người dùng" behind
    # the person's "tôi" and the rest word for word
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason
