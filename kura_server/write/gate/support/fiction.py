"""Support, fiction and pasted text: what the person makes, plays or pastes rather than lives (``fictional``,
``pasted``, ``quoted_only``, ``quoted_line``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ....cjk import CJK
from ...redact_rules import MARKER_RE
from ..normalise import fold
from ..numbers import _SPELLED
from ..words import (
    _DOER,
    _ELIDED,
    _FIRST_PERSON_FORMS,
    _NAMING,
    _SENTENCE_START,
    _WORD,
    _bare,
    _flat,
    _wordset,
)
from .base import (
    _INTRODUCERS,
    _LINKING_VERBS,
    _claim_words,
    _is_claim_token,
    _is_claim_word,
    _persons_verb,
)
from .plan import (
    _only_so,
)

# Games that are games by their name, as the fold reads them: a fiction frame after "in" (``_FICTION``), and a claim
# that names one names the fiction (``_FICTION_NAMED``).
_GAMES = (
    r"(?:d&d|dnd|d\s&\sd|dungeons\s(?:&|and)\sdragons|rpg|tabletop|pathfinder|minecraft|skyrim|fortnite|roblox"
    r"|world\s+of\s+warcraft|warcraft|wow|the\s+sims|animal\s+crossing|stardew\s+valley|baldur's\s+gate|elden\s+ring)"
)
# A fiction the person makes or plays, opening what a sentence says in it ("In my novel the detective lives in Oslo",
# "In the game I'm designing the player is a wizard", "My D&D character is an elf", "In the script, I play a doctor",
# "En mi novela …", "Dans mon roman …", "In meinem Roman …", "在我的小说里…", "私の小説では…"), as the fold
# reads it: what is said in it is the story's, not the person's life. A word that names other things too ("book": "in
# my book" is "in my view"; "game", "script", "campaign", "play") frames a fiction only as the work the person makes
# or runs ("the game I'm designing"), or, for "script", "play", "film", "show", with a part the person plays in it
# ("I play a doctor"; "I play with the API" plays none); "for my novel" is the person's own purpose ("I moved to Oslo
# for my novel"), and "my character" alone their nature.
_FICTION = re.compile(
    r"\bin\s+(?:my|our|the|this|a)\s+(?:[\w-]+\s+){0,2}?(?:novels?|novellas?|stor(?:y|ies)|screenplays?|fanfics?"
    r"|fan\s+fiction|manuscripts?|comics?|manga|fiction)\b"
    # (a fan fiction of a work by its name: "in Grey's Anatomy fanfic", "in my Harry Potter fan fiction")
    r"|\bin\s+(?:[\w'-]+\s+){1,3}?(?:fanfics?|fan\s+fiction|fanfiction)\b"
    r"|\bin\s+(?:my|our|the|this|a)\s+(?:[\w-]+\s+){0,2}?(?:books?|games?|scripts?|plays?|films?|movies?|campaigns?"
    r"|worlds?|drafts?|series|shows?)\s+(?:(?:that|which)\s+)?(?:i|we)(?:'m|\s+am|'re|\s+are|\s+was|\s+were)?\s+"
    r"(?:writing|designing|making|developing|building|creating|working\s+on|drafting|directing|running|dming|gming"
    r"|write|design|make|develop|built|made|wrote|run|play|playing|played)\b"
    # a game that is one by its name ("in my D&D campaign", "in Minecraft", "in the Skyrim save I play")
    rf"|\bin\s+(?:(?:my|our|the|this|a)\s+)?{_GAMES}\b"
    r"|\bin\s+(?:the|my|our|this|a)\s+(?:script|play|film|movie|show|series|musical)\b[^.!?]*\bi(?:\s+am|'m)?\s+"
    r"(?:play|playing|played)\s+(?:an?|the\s+(?:role|part)\s+of|as)\b"
    r"|\bmy\s+(?:d&d|dnd|d\s&\sd|rpg|tabletop|pathfinder|game|video\s+game|wow|skyrim)\s+(?:character|char|avatar)\b"
    r"|\bmy\s+character\s+in\b"
    # ... and the person's character, avatar or persona said to be one of a kind ("My character is a doctor"; not "my
    # character is strong", the person's nature)
    r"|\bmy\s+(?:character|avatar|persona|alter\s+ego)\s+(?:is|was)\s+(?:an?|the)\s+(?!bit\b|little\b|lot\b)"
    # a dream or a role-play: "In my dream (last night) I was a pilot", "I dreamt I was …", "Let's role-play: I'm a
    # surgeon"; not "my dream house", "my dream job", "in my wildest dreams did I think …" (what follows "dream" must
    # be a pause or the dream's own subject), nor "I've always dreamed of flying" (a wish, not a dream told)
    r"|\bin\s+(?:my|a|the|one|last\s+night's|this)\s+dreams?(?=\s*(?:[,.;:!?()\u2014\u2013-]|$|last\s+night|yesterday"
    r"|(?:i|i'm|we|my|you|he|she|they|there|it|the)\b))"
    r"|\bi\s+(?:dreamt|dreamed|had\s+a\s+dream)\s+(?:last\s+night\s+)?(?:that\s+)?(?:i|we|my)\b"
    r"|\blet's\s+(?:role[\s-]?play|pretend|play\s+pretend)\b|\brole[\s-]?play(?:ing)?\s*:"
    r"|\b(?:in|for)\s+(?:the|this|our|my|a)\s+role[\s-]?play\b(?=\s*(?:[,;:]|i\b|i'm\b|we\b|you\b))"
    # a story, a game the person tells what happens in, by a relative clause ("I'm writing a story where I'm a
    # surgeon", "una novela en la que soy cirujano", "un roman où je suis …", "einen Roman, in dem ich …")
    r"|\b(?:novels?|stor(?:y|ies)|screenplays?|fanfics?|novelas?|cuentos?|relatos?|historias?|romans?|recits?"
    r"|romane?|geschichten?)\s*,?\s+(?:where|in\s+which|donde|en\s+(?:el|la)\s+que|dans\s+(?:lequel|laquelle)"
    r"|ou\s+(?=je\b|j'|nous\b)|in\s+(?:dem|der)\b|wo\s+(?=ich\b|wir\b))"
    # Spanish, French, German, Italian, Portuguese
    r"|\ben\s+(?:mi|mis|nuestra|nuestro|la|el|este|esta)\s+(?:novela|cuento|relato|guion|comic)\b|\bmi\s+personaje\b"
    # ... and a game by its name after their "in" ("En Stardew Valley estoy casado", "Dans Minecraft j'ai …")
    rf"|\b(?:en|dans|em)\s+(?:(?:mi|mon|ma|meu|minha|el|le|la|o|a)\s+)?{_GAMES}\b"
    r"|\bdans\s+(?:mon|ma|notre|le|la|ce)\s+(?:roman|recit|scenario|conte|manga)\b|\bmon\s+personnage\b"
    r"|\bin\s+(?:meinem|unserem|dem|diesem)\s+(?:roman|drehbuch|comic|manga)\b|\bmeine\s+(?:spielfigur|romanfigur)\b"
    r"|\bnel\s+(?:mio|nostro)\s+(?:romanzo|racconto|copione)\b|\bno\s+(?:meu|nosso)\s+(?:romance|conto|roteiro)\b"
    # ... and a game by its name, in a campaign or a session ("dans notre campagne D&D", "in unserer D&D-Kampagne",
    # "en nuestra partida de D&D", "na nossa campanha de D&D")
    rf"|\bdans\s+(?:mon|ma|notre|la|le)\s+(?:campagne|partie)\s+(?:de\s+)?{_GAMES}\b"
    rf"|\b(?:en|na|no)\s+(?:mi|nuestra|nuestro|una|un|la|el|esta|este|minha|nossa|nosso|uma|um|a|o)\s+"
    rf"(?:partida|campana|campanha|sesion|sessao|mesa)\s+(?:de\s+)?{_GAMES}\b"
    rf"|\bin\s+(?:meiner|unserer|der)\s+{_GAMES}[\s-]kampagne\b"
    # their dreams and role-plays ("en mi sueño", "soñé que", "dans mon rêve", "j'ai rêvé que", "im Traum" but not
    # "nie im Traum" / "im Traum nicht", "I'd never have dreamt", the frame of an honest fact)
    r"|\ben\s+(?:mi|mis|un|el)\s+suenos?\b|\bsone\s+que\b|\bjuego\s+de\s+rol\b"
    r"|\bdans\s+(?:mon|un|le)\s+reve\b|\bdans\s+mes\s+reves\b|\bj'ai\s+reve\s+que\b|\bjeu\s+de\s+role\b"
    r"|\bnei\s+miei\s+sogni\b|\bnel\s+mio\s+sogno\b|\bnos?\s+meus?\s+sonhos?\b|\bin\s+meinen\s+traumen\b"
    r"|(?<!\bnie\s)\b(?:im|in\s+meinem)\s+traum\b(?!\s+nicht)|\bich\s+habe\s+getraumt\b|\brollenspiel\b"
    # Chinese, Japanese: the work, then "in" ("小说里", "剧本中", "游戏里", "小説では", "物語の中で")
    rf"|(?:{fold('小说')}|{fold('故事')}|{fold('剧本')}|{fold('游戏')})(?:{fold('里')}|{fold('中')})"
    rf"|(?:{fold('小説')}|{fold('物語')}|{fold('脚本')}|{fold('ゲーム')})(?:{fold('では')}|{fold('の中で')}|{fold('で')})"
    # a dream, a role-play ("梦里", "梦见", "梦中" but not "梦中的房子", a dream house; "夢の中で", "夢を見た")
    rf"|{fold('梦里')}|{fold('梦见')}|{fold('梦中')}(?!{fold('的')})|{fold('角色扮演')}"
    rf"|{fold('夢の中')}|{fold('夢を見')}|{fold('ロールプレイ')}"
    # Korean: the work, a dream, a role-play, then "in" ("게임에서", "소설 속에서", "꿈에서", "꿈속에서")
    rf"|(?:{fold('게임')}|{fold('소설')}|{fold('꿈')}|{fold('롤플레이')})\s?(?:{fold('속')})?{fold('에서')}"
)
# A claim that says the fiction itself names it ("The detective in the user's novel lives in Oslo", "The user is
# writing a novel whose detective lives in Oslo", "The user plays a doctor in the script", "The user's D&D character
# is an elf"): what was said, in its frame.
_FICTION_NAMED = re.compile(
    r"\b(?:novels?|novellas?|stor(?:y|ies)|fiction\w*|books?|games?|scripts?|screenplays?|characters?|roles?"
    r"|play(?:s|ed|ing)?|campaigns?|films?|movies?|comics?|manga|fanfics?|plots?|protagonists?|writ\w*|wrote"
    r"|authors?|drafts?|manuscripts?|worlds?|series|shows?|musicals?|imagin\w*|invent\w*"
    r"|novelas?|cuentos?|relatos?|personajes?|juegos?|guion\w*|romans?|recits?|personnages?|jeux?|scenarios?"
    r"|romanen|spiel\w*|drehbuch\w*|figur\w*|charakter\w*|romanz\w*|raccont\w*|personagg\w*|copion\w*|romances?"
    r"|contos?|roteiros?|personage\w*|dream\w*|roleplay\w*|pretend\w*|practi[cs]\w*|rehears\w*|suenos?|sone|sonaba|reve\w*|traum\w*"
    rf"|getraumt|{_GAMES})\b"
    rf"|{fold('小说')}|{fold('故事')}|{fold('剧本')}|{fold('游戏')}|{fold('角色')}|{fold('小説')}|{fold('物語')}"
    rf"|{fold('脚本')}|{fold('ゲーム')}|{fold('キャラ')}|{fold('役')}|{fold('夢')}|{fold('梦')}|{fold('ロールプレイ')}"
    rf"|{fold('扮演')}|{fold('게임')}|{fold('소설')}|{fold('꿈')}|{fold('롤플레이')}"
)


# Where a clause of a sentence a fiction frame is said in begins with a subject of its own: a ";", or "and", "but",
# "so", "while" (French "et", "mais", German "und", "aber") before the person as a subject ("I'm the DM in our D&D
# campaign and I work at Google"). Spanish and Portuguese say the person by the verb alone ("… partida de D&D y trabajo
# en Google"): their "and" and "but" end the clause before any word (a clause read too short is the person's, not the
# game's).
_FRAME_CLAUSE_END = re.compile(
    r";|\b(?:and|but|so|while|whereas|et|mais|und|aber)\s+(?=(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|my"
    r"|our|je|j'|nous|ich|wir)(?:\b|(?<=')))"
    r"|\b(?:y|pero|mientras|e|mas)\s+(?=\w)"
)
# ... and a Spanish or Portuguese verb that says the person before a game's frame, as a subject does ("Soy el máster en
# nuestra partida de D&D", "Juego en una campaña de D&D"): the frame is said inside the person's clause.
_FRAME_VERB = _wordset("soy estoy juego dirijo llevo sou estou jogo mestro")


# What lives only in a game's or a tale's world, as the fold writes it (en, es, fr, de): a clause that says one after a
# game's frame clause is still the game's ("I'm the DM in our D&D campaign and I own a dragon", "… and I'm a wizard").
# Not what the world has too ("castle", "knight", "ranger", "bard", "king"), nor German "Elf" (eleven).
_FANTASY = _wordset(
    """dragon dragons wizard wizards witch warlock sorcerer sorceress necromancer paladin druid elf elves elven dwarf
    dwarves orc orcs goblin goblins mage lich unicorn griffin gryphon
    mago maga hechicero hechicera bruja brujo elfo elfa orco orcos druida dragones
    sorcier sorciere magicien magicienne elfe orque druide dragons
    drache drachen zauberer zauberin magier magierin hexe hexer zwerg ork orks druide"""
)


# ... and where a frame that opens its sentence ends: at a "but" before the person as a subject, or before what is so
# in life ("In my dreams I travel, but I'm a nurse", "Dans mon rêve je voyage, mais je suis infirmière", "In meinem
# Traum fliege ich, aber ich bin Krankenschwester", "En mi sueño vuelo, pero en realidad soy enfermera"): what a dream
# or a story says stops where the person sets themselves against it. Not "…, but the plane crashed" (the story's).
_FRAME_BUT = re.compile(
    r"\b(?:but|mais|aber|pero|ma|mas)\s+(?:(?:i|i'm|i've|i'd|we|we're|je|j'|nous|ich|wir|yo|io|eu)(?:\b|(?<=')))"
    r"|\b(?:but|mais|aber|pero|ma|mas)\s+(?:in\s+real\s+life|in\s+reality|actually|en\s+realidad|en\s+la\s+vida\s+real"
    r"|en\s+vrai|dans\s+la\s+vraie\s+vie|en\s+realite|in\s+wirklichkeit|in\s+realta|na\s+realidade"
    r"|na\s+vida\s+real)\b"
)


def _frame_clause(sentence: str, frame: re.Match[str]) -> tuple[int, int]:
    """The span of a folded sentence a fiction frame (``_FICTION``) holds: the whole sentence when the frame opens it
    (no subject before it: "In my novel the detective lives in Oslo", "Last night in my dream I was a pilot") up to a
    "but" that sets the person against it (``_FRAME_BUT``: "In my dreams I travel, but I'm a nurse"), and only
    the frame's own clause when it is said inside one ("I'm the DM in our D&D campaign and I work at Google": the
    campaign is where the person is the DM, not where they work; ``_FRAME_CLAUSE_END``) — to the sentence's end when
    the frame names a game and what follows says what lives only in one (``_FANTASY``: "… and I own a dragon")."""
    opens = not set(_WORD.findall(sentence[: frame.start()])) & (_DOER | _FIRST_PERSON_FORMS | _FRAME_VERB)
    starts = [] if opens else [m.end() for m in _FRAME_CLAUSE_END.finditer(sentence, 0, frame.start())]
    end = (_FRAME_BUT if opens else _FRAME_CLAUSE_END).search(sentence, frame.end())
    if end and re.search(_GAMES, frame.group(0)) and not _FANTASY.isdisjoint(_WORD.findall(sentence[end.start() :])):
        end = None
    return (starts[-1] if starts else 0), (end.start() if end else len(sentence))


# "A game" is a match as often as a world one plays in ("In the game last night I scored twice" is a real event): the
# game said without a name opens a fiction only behind a claim that says a state of the person, what they have or
# are ("In the game I own a castle" does not back "The user owns a castle"; "En el juego tengo un castillo", "Dans le
# jeu, j'ai un château", "Im Spiel habe ich eine Burg"), and not when a time or a rival says a match ("in the game
# last night", "in the game against Leeds"). It opens its sentence, as a frame does: "… a way to stay involved in the
# game during the off-season" is the sport.
_IN_GAME = re.compile(
    r"^\W*(?:(?:and|so|but|well|also|y|et|und)\s+)?"
    r"(?:in\s+(?:the|this|that|my|our|a)\s+(?:video\s+|online\s+|computer\s+|board\s+)?game"
    r"|en\s+(?:el|este|ese|mi)\s+(?:video)?juego|dans\s+(?:le|ce|mon)\s+(?:jeu|jeu\s+video)"
    # ... or a game by its name the person says they play ("When I play Sims, I live in a mansion", "Cuando juego a
    # los Sims, vivo en …", "Quand je joue à Skyrim, …", "Wenn ich Skyrim spiele, …"): what they do while playing is
    # theirs, what they are or own there the game's
    rf"|(?:when|whenever)\s+(?:i|we)\s+play\s+(?:the\s+)?(?:{_GAMES}|sims)"
    rf"|cuando\s+juego\s+(?:a\s+)?(?:(?:los|las|el|la)\s+)?(?:{_GAMES}|sims)"
    rf"|quand\s+je\s+joue\s+(?:a|aux)\s+(?:(?:les|la|le)\s+)?(?:{_GAMES}|sims)"
    rf"|wenn\s+ich\s+(?:(?:die|das)\s+)?(?:{_GAMES}|sims)\s+spiele"
    r"|(?:im|in\s+(?:dem|diesem|meinem))\s+(?:video|computer)?spiel)\b"
    r"(?!\s+(?:last|yesterday|tonight|today|this|on|against|at|vs|anoche|ayer|contra|hier|contre|gestern|gegen)\b)"
)
# ... and "in the game" that closes a clause of what the person is, has or where they live ("I'm a doctor in the game",
# "I own a castle in the game", "I live in a mansion in the video game", "… in the game my cousin made"): the same
# world, said after; not "It's a great way to stay involved in the game" (no state of the person's), nor "I scored
# twice in the game" (no state).
_IN_GAME_AFTER = re.compile(
    r"^\W*(?:(?:and|so|but|well|also)\s+)?(?:i'm|i\s+am|i\s+(?:own|have|live|rule))\b[^,.;:!?]*?\s"
    r"in\s+(?:the|this|that|my|our|a)\s+(?:video\s+|online\s+|computer\s+|board\s+)?game"
    # (and what game: "I'm a blacksmith in the game my cousin made", "… in the game that I play")
    r"(?:\s+(?:that|which|i|we|my|our|he|she|they)\b[^,.;:!?]*)?\s*(?=[,.;:!?]|$)"
)
_STATE_VERBS = _LINKING_VERBS | _wordset(
    "own owns possesses lives rules es esta tiene tienen posee vive e tem a est possede habite hat ist besitzt wohnt"
)
# ... nor when the sentence says what game it is by a sport's place on a team, a match or a league ("In the game, I'm
# the goalkeeper", "In the game I play striker in our Sunday league", "En el juego soy el portero"): a game of a sport
# is played in real life. A game named a video, online, computer or board game stays one ("In the video game I'm the
# goalkeeper": a footballer there is an avatar).
_SPORT_SAID = re.compile(
    r"\b(?:goalkeeper|goalie|striker|defender|midfielder|winger|full-?back|centre-?back|center-?back"
    r"|quarterback|linebacker|pitcher|catcher|shortstop|point\s+guard|shooting\s+guard|power\s+forward"
    r"|league|tournament|match|portero|arquero|delantero|defensa|centrocampista|liga|partido|torneo"
    r"|gardien|attaquant|defenseur|ligue|tournoi|torwart|sturmer|verteidiger|mittelfeldspieler|turnier)\b"
)
_NAMED_GAME = re.compile(
    r"\b(?:video|online|computer|board)\s*game|\b(?:video)?juego\s+(?:de\s+mesa|en\s+linea)"
    r"|\bvideojuego|\bjeu\s+video|\b(?:video|computer|brett)spiel"
)


# ... but what no sport gives a player, what one owns or where one lives, is the game's world's even beside a sport's
# word ("In the game I'm the goalkeeper and I own a castle": a goalkeeper owns no castle by the match).
_HAVING_VERBS = _wordset("own owns possesses lives tiene posee vive possede habite hat besitzt wohnt")


def _in_game(sentence: str, having: bool = False) -> re.Match[str] | None:
    """A sentence a bare "in the game" opens as a game's own world (``_IN_GAME``), unless it says the game is a
    sport's, by a position, a match or a league (``_SPORT_SAID``) and does not name it a video or board game — and
    the claim read behind it does not say what the person owns or where they live (``having``)."""
    m = _IN_GAME.match(sentence) or _IN_GAME_AFTER.match(sentence)
    if m is None or (not having and _SPORT_SAID.search(sentence) and not _NAMED_GAME.search(sentence)):
        return None
    return m


# A sentence that points back to a game an earlier sentence names ("We play D&D on Fridays. I'm a wizard there.", "…
# I have a dragon in it", "Jugamos a D&D los viernes. Allí soy un mago.", "… J'y suis un sorcier", "… Dort bin ich ein
# Zauberer"), read as the game's only when it says what lives only in a game (``_FANTASY``), and only behind a claim of
# what the person is or has, as "in the game" is (``_STATE_VERBS``): "We play D&D at Tom's place. I met my wife
# there." and "… I saw a dragon mural there" are the person's. Not "Wow!" (a "WoW" only where it is played).
_GAME_SAID = re.compile(rf"\b(?!wow\b){_GAMES}(?!\w)|\bplay(?:s|ed|ing)?\s+wow\b")
_BACK_TO_GAME = re.compile(
    r"\b(?:there|in\s+it|in\s+(?:that|the|this)\s+(?:game|campaign|one|world)|alli|ahi|alla|en\s+ella|en\s+el"
    r"|en\s+(?:esa|esta)\s+(?:partida|campana)|j'y|dedans|dans\s+(?:cette|la)\s+(?:partie|campagne)|dort|darin"
    r"|da\s+drin|in\s+(?:dieser|der)\s+(?:runde|kampagne))\b"
)


def _back_in_game(sentence: str) -> bool:
    """A folded sentence that points back to a game (``_BACK_TO_GAME``) and says what lives only in one."""
    return _BACK_TO_GAME.search(sentence) is not None and not _FANTASY.isdisjoint(_WORD.findall(sentence))


def fictional(claim: str, sources: Iterable[str], before: Sequence[str] = ()) -> list[str]:
    """The fiction frames (``_FICTION``) its sources say a claim's words only inside, when the claim does not name the
    fiction (``_FICTION_NAMED``): "The user lives in Oslo" behind "In my novel the detective lives in Oslo", "The user
    is a doctor" behind "In the script, I play a doctor", "用户住在奥斯陆" behind "在我的小说里，侦探住在奥斯陆".
    Each source is read sentence by sentence, a sentence a frame opens being the fiction's to its end; the claim's
    words that the sources hold only in such sentences (``_only_so``) are said of the story, not of the world. A
    sentence that points back to a game a sentence before it names, in its source or in what ``before`` says came
    before that source (``_back_in_game``: "We play D&D on Fridays. I'm a wizard there"), is the game's too."""
    texts = [_flat(t) for t in sources]
    # what came before a source is read only behind one that points back to a game (most do not)
    back = any(_back_in_game(t) for t in texts)
    earlier = [back and _GAME_SAID.search(_flat(b)) is not None for b in before] + [False] * (len(texts) - len(before))
    game = any(
        _IN_GAME.match(sentence) or _IN_GAME_AFTER.match(sentence)
        for t in texts
        for sentence in _SENTENCE_START.split(t)
    )
    if not game and not any(earlier) and not any(_FICTION.search(t) or _GAME_SAID.search(t) for t in texts):
        return []  # no story told: nothing to read (the common case, kept cheap)
    folded = _flat(MARKER_RE.sub(" ", claim))
    if _FICTION_NAMED.search(folded):
        return []
    verb = _persons_verb(folded)[0]
    state = verb in _STATE_VERBS
    game = game and state
    held: list[tuple[str, bool]] = []
    frames: list[str] = []
    for text, named in zip(texts, earlier, strict=True):  # named: an earlier sentence names a game
        for sentence in _SENTENCE_START.split(text):
            frame = _FICTION.search(sentence) or (_in_game(sentence, verb in _HAVING_VERBS) if game else None)
            lo, hi = _frame_clause(sentence, frame) if frame is not None else (0, 0)
            if frame is None and named and state and _back_in_game(sentence):
                lo, hi = 0, len(sentence)
                frames.append(sentence.strip())
            named = named or _GAME_SAID.search(sentence) is not None
            for part, so in ((sentence[:lo], False), (sentence[lo:hi], True), (sentence[hi:], False)):
                held += [(w, so) for w in [*_WORD.findall(part), *CJK.findall(part)]]
            if frame is not None:
                frames.append(frame.group(0).strip())
    if not _only_so([*_claim_words(folded), *_WORD.findall(folded)], held, _story_token):
        return []
    return list(dict.fromkeys(frames))


# A text the person pastes or quotes rather than says: a fenced code block, a line a ">" opens (an e-mail's or a forum's
# quoting), or quotation marks that open before a quote on its line and close after it ('"I moved to Lisbon in 2021,"
# writes the author', « Je suis ingénieur chez Thales », 「私は京都で教師をしています」). The "I" in it is its author's;
# a quote without one ("ERROR: disk full" in a pasted log) may state the person's own system, and is not read.
_PAIRED = (("“", "”"), ("«", "»"), ("„", "“"), ("「", "」"), ("『", "』"), ('"', '"'))
# ... or a text a line of its own hands over, the quote on a line after it: a line that names a text someone else wrote
# or a program printed, with no "my" or "our" before it, and ends at a colon ("here's the log:", "Got this email from
# Mark:", "Mira este correo:"), or at a question mark when it asks for work on the text ("Can you proofread this cover
# letter for my friend?", "¿Puedes corregir esta carta de mi hermano?"); not "Here's my CV:", nor "Did you read the
# article?" (a question the person's next line does not answer with a text).
_TEXT_NAMED = (
    r"\b(?:this|these|that|the|his|her|their|(?!(?:here|it|that|this|what|there)'s)[\w-]+'s|an?|esta|este|estos|estas|ce"
    r"|cet|cette|ces|diese|dieser|diesen|dieses)\s+(?:(?!(?:my|our|mine|is|are)\b)[\w-]+\s+){0,2}?(?:log|logs|output"
    r"|e-?mail|message|letter|cover\s+letter|text|post|comment|review|article|page|readme|doc|document|note|transcript"
    r"|error|trace|stack\s*trace|chat|reply|tweet|bio|essay|cv|resume|draft|announcement|statement|carta|correo|mensaje"
    r"|texto|lettre|courriel|texte|brief|nachricht|mail)\b"
)
_TEXT_WORK = (
    r"\b(?:proof-?read|translate|summari[sz]e|rephrase|rewrite|polish|edit|correct|fix|check|review|improve|look\s+(?:at|over)"
    r"|read\s+(?:over|through)|corregir|revisar|traducir|corriger|relire|traduire|korrigieren|ubersetzen|prufen)\b"
)
_CJK_I = re.compile(rf"[{fold('我私僕俺')}]")
_INTRODUCES = re.compile(
    rf"{_TEXT_NAMED}[^\n]{{0,80}}?:\s*$|{_TEXT_WORK}[^\n]{{0,40}}?{_TEXT_NAMED}[^\n]{{0,80}}?\?\s*$"
)


def quoted_line(line: str) -> bool:
    """A line a ">" opens: an e-mail's or a forum's quoting."""
    return line.lstrip().startswith(">")


def pasted(text: str, start: int, end: int) -> str | None:
    """How the span ``start:end`` of a turn's text (NFC) sits in a text pasted or quoted, when the span speaks in the
    first person (``words._FIRST_PERSON_FORMS``, "我", "私"); None otherwise. (The marks are looked for first: most
    turns have none, and the fold is read only when they do.)"""
    lo = text.rfind("\n", 0, start) + 1
    hi = len(text) if (hi := text.find("\n", end)) < 0 else hi
    head, tail = text[lo:start], text[end:hi]
    how = None
    if text.count("```", 0, start) % 2 == 1 and "```" in text[end:]:
        how = "a code block"
    elif quoted_line(head):
        how = "a line quoted with '>'"
    for opening, closing in _PAIRED if how is None else ():
        inside = head.count(opening) % 2 == 1 if opening == closing else head.rfind(opening) > head.rfind(closing)
        if inside and closing in tail:
            how = f"quotation marks ({opening}…{closing})"
            break
    if how is None and (line := text[:lo].rstrip()) and _INTRODUCES.search(_flat(line[line.rfind("\n") + 1 :])):
        how = "a text a line before hands over"
    if how is None:
        return None
    folded = _flat(text[start:end])
    return how if set(map(_bare, _WORD.findall(folded))) & _FIRST_PERSON_FORMS or _CJK_I.search(folded) else None


# A text in the first person that the person's own sentence holds in quotation marks, single ones too ('I keep singing
# "I'm a millionaire" in the shower', 'My son's essay starts: "I am an astronaut."', "The line I love is 'I live in
# Paris'"): a song's line, a child's essay, a film's, whose "I" is its author's (``quoted_only``). Not what the person
# says they say or said ('I told her "I'm a nurse"', "I always say 'I live in Leeds'", 'Le dije "soy enfermera"':
# ``_SAID_SELF`` before it).
_QUOTED_SPAN = re.compile(r'"(?P<a>[^"]+)"|“(?P<b>[^”]+)”|«(?P<c>[^»]+)»|„(?P<d>[^“]+)“|(?<!\w)\'(?P<e>.+?)\'(?!\w)')
_SAID_SELF = re.compile(
    r"\b(?:i|we|je|j'|ich|yo|io|eu)\s*(?:(?:\w+ly|always|often|just|then|once|also|siempre|toujours|immer|sempre)\s+)?"
    r"(?:(?:te|le|lui|leur|vous|ihr|ihm|gli)\s+)?"
    r"(?:said|say|told|tell|replied|reply|answered|answer|explained|explain|wrote|write|added|mentioned|announced"
    r"|introduced\s+myself|introduce\s+myself|ai\s+dit|dis|ai\s+repondu|sagte|sage|schrieb|antwortete|dissi|dico"
    r"|risposi|disse)\b[^.!?]*$"
    r"|\b(?:dije|digo|conteste|respondi|escribi)\b[^.!?]*$"
)


def quoted_only(claim: str, sources: Iterable[str]) -> list[str]:
    """The texts in quotation marks (``_QUOTED_SPAN``) that speak in the first person (``words._FIRST_PERSON_FORMS``)
    and are the only place its sources (the person's sentences, as written) say a word of the claim in, unless the
    person says they said it (``_SAID_SELF`` before the marks): 'My son's essay starts: "I am an astronaut."' does not
    back "The user is an astronaut", 'I told her "I'm a nurse"' backs "The user is a nurse"."""
    texts = [t for t in sources if any(m in t for m in "\"“«„'")]
    if not texts:
        return []  # nothing quoted (the common case, kept cheap)
    held: list[tuple[str, bool]] = []
    spans: list[str] = []
    for text in texts:
        at = 0
        for m in _QUOTED_SPAN.finditer(text):
            inner = next(g for g in m.groups() if g is not None)
            words = _WORD.findall(_flat(inner))
            theirs = bool(set(map(_bare, words)) & _FIRST_PERSON_FORMS) and not _SAID_SELF.search(
                _flat(text[: m.start()])
            )
            held += [(w, False) for w in _WORD.findall(_flat(text[at : m.start()]))]
            held += [(w, theirs) for w in words]
            spans += [inner.strip()] if theirs else []
            at = m.end()
        held += [(w, False) for w in _WORD.findall(_flat(text[at:]))]
    if not spans:
        return []
    folded = _flat(MARKER_RE.sub(" ", claim))
    if not _only_so([*_claim_words(folded), *_WORD.findall(folded)], held):
        return []
    return spans


def _story_token(word: str) -> bool:
    """A word a story says (``fictional``): a content word, or one the number reading takes for a count spelled out
    — a count in a story is the story's too, and "elf" is German for eleven and English for an elf ("My D&D
    character is an elf" behind "The user is an elf", whose only content word it is)."""
    return _is_claim_token(word) or (len(word) >= 3 and word in _SPELLED)


def _things(folded: str) -> list[str]:
    """The content words of a folded text that an article, a possessive or a preposition introduces; not a word of
    naming ("a son named Leo": the French possessive "son" introduces nothing there, ``words._NAMING``)."""
    toks = _WORD.findall(folded)
    pairs = zip(["", *toks], toks, strict=False)
    return [
        _bare(w)
        for before, w in pairs
        if (before in _INTRODUCERS or _ELIDED.match(w)) and _is_claim_word(_bare(w)) and _bare(w) not in _NAMING
    ]
