"""The table's own controls in Chromium (Playwright): names, invitation and seat links,
private tables, chat, the turn cue and notifications, undo, resign, leave, clocks, rematch."""

from __future__ import annotations

from .browser import legal
from .conftest import post

NOTES = """
window.notes = [];
window.Notification = class { constructor(title, options) { window.notes.push([title, options.body]); } };
window.Notification.permission = "granted";
window.Notification.requestPermission = async () => "granted";
Object.defineProperty(document, "hidden", { get: () => true });
"""


def context_page(browser, base_url: str, init: str | None = None):  # type: ignore[no-untyped-def]
    context = browser.new_context(base_url=base_url, viewport={"width": 1300, "height": 900})
    context.set_default_timeout(30000)
    if init:
        context.add_init_script(init)
    second = context.new_page()
    errors: list[str] = []
    second.on("pageerror", lambda error: errors.append(str(error)))
    return second, errors


def create(page, game: str, seats: list[str], name: str = "", private: bool = False,  # type: ignore[no-untyped-def]
           clock: str = "", when_gone: str = "end") -> str:
    page.goto("/")
    page.wait_for_selector("#when-gone option[value='random']", state="attached")
    if name:
        page.fill("#name", name)
        page.dispatch_event("#name", "change")
    page.select_option("#game", game)
    page.fill("#count", str(len(seats)))
    page.dispatch_event("#count", "change")
    for seat, player in enumerate(seats):
        page.select_option(f"[data-seat='{seat}']", player)
    if private:
        page.check("#private")
    if clock:
        page.select_option("#clock", label=clock)
    page.select_option("#when-gone", when_gone)
    page.click("#create")
    page.wait_for_url("**/table/**")
    return page.url.rsplit("/", 1)[1]


def log_length(page) -> int:  # type: ignore[no-untyped-def]
    return page.locator("#log li").count()


def test_friends_play_by_invitation_with_names_chat_turn_cues_undo_leave_and_rematch(
        page, browser, base_url: str) -> None:  # type: ignore[no-untyped-def]
    page.context.add_init_script(NOTES)
    table = create(page, "realm", ["human", "human"], name="Ann", private=True)
    invitation = page.get_attribute("[data-invitation='1']", "value")
    assert invitation.startswith(base_url) and "?link=" in invitation
    # Seat 0 moves first: the title, the badge and a notification say so.
    page.wait_for_function("document.title.startsWith('● Your turn')")
    assert page.is_visible("#turn-badge")
    page.wait_for_function("window.notes.length === 1")
    page.goto("/")
    page.wait_for_function("document.querySelector('#newer').disabled")  # the lobby is drawn
    assert page.locator(f"a[href='/table/{table}']").count() == 0  # private: not in the lobby
    page.goto(f"/table/{table}")
    ben, ben_errors = context_page(browser, base_url)
    ben.goto(invitation)
    ben.fill("#claim-name", "Ben")
    ben.click("#claim")
    ben.wait_for_function("document.querySelector('#who').textContent === 'you are Ben'")
    assert ben.url.endswith(f"/table/{table}")
    ben.wait_for_selector("#extras tr[data-seat='0'] >> text=Ann (human)")
    assert "Ben (human)" in ben.inner_text("#extras tr[data-seat='1']")
    assert not ben.title().startswith("●") and not ben.is_visible("#turn-badge")
    # Chat: plain text, shown as written on the other side.
    words = "<img src=x onerror=alert(1)> gl & hf"
    ben.fill("#chat-text", words)
    ben.press("#chat-text", "Enter")
    page.wait_for_function("document.querySelectorAll('#chat-log li').length === 1")
    assert page.inner_text("#chat-log li") == f"Ben: {words}"
    assert page.locator("#chat-log img").count() == 0
    # Undo among people: Ann asks, Ben accepts, the move is taken back on both pages.
    page.wait_for_selector("#actions button[data-action]")
    page.locator("#actions button[data-action]").first.click()
    page.wait_for_function("document.querySelectorAll('#log li').length === 1")
    page.click("#undo")
    ben.wait_for_selector("#undo-accept")
    ben.click("#undo-accept")
    page.wait_for_function("document.querySelectorAll('#log li').length === 0")
    ben.wait_for_function("document.querySelectorAll('#log li').length === 0")
    # Ann's seat moves to another device with its link; the old page's token no longer holds it.
    mine = page.get_attribute("#my-link", "value")
    laptop, laptop_errors = context_page(browser, base_url)
    laptop.goto(mine)
    laptop.click("#claim")
    laptop.wait_for_function("document.querySelector('#who').textContent === 'you are Ann'")
    page.reload()
    page.wait_for_function("document.querySelector('#extras-error').textContent.includes('holds no seat')")
    page.close()
    # Ben leaves: the table was created to end then; a rematch is offered to both.
    ben.click("#leave")
    ben.click("#leave-sure")
    ended = "document.querySelector('#ended') && document.querySelector('#ended').textContent"
    laptop.wait_for_function(f"{ended}.includes('player 2 (Ben) left the table')")
    laptop.click("#rematch")
    laptop.wait_for_url(lambda url: not url.endswith(table))
    laptop.wait_for_function("document.querySelector('#who').textContent === 'you are Ann'")
    ben.wait_for_selector("#rematch-offer", timeout=15000)
    ben.click("#rematch")
    ben.wait_for_url(laptop.url)
    ben.wait_for_function("document.querySelector('#who').textContent === 'you are Ben'")
    assert not ben_errors and not laptop_errors


def test_against_ai_the_clock_runs_undo_takes_back_resign_ends_and_a_refusal_says_why(page) -> None:  # type: ignore[no-untyped-def]
    create(page, "realm", ["human", "random"], clock="real-time: 5 min + 5 s a move")
    page.wait_for_function("/^(4:[0-5][0-9]|5:00)$/.test((document.querySelector(\"[data-clock='0']\") || {})"
                           ".textContent)")
    assert page.inner_text("[data-clock='1']") == ""  # AI seats are not timed
    page.wait_for_selector("#actions button[data-action]")
    page.locator("#actions button[data-action]").first.click()
    page.wait_for_function("document.querySelectorAll('#log li').length === 2")
    page.wait_for_selector("#actions button[data-action]")
    page.click("#undo")
    page.wait_for_function("document.querySelectorAll('#log li').length === 0")
    page.click("#resign")
    page.click("#resign-sure")
    page.wait_for_function("document.querySelector('#status').textContent === 'Game over'")
    assert "player 1 resigned" in page.inner_text("#ended")
    assert page.inner_text("#extras tr[data-seat='0'] .status") == "resigned"
    create(page, "fantasy-realms", ["human", "random", "random"])
    for _ in range(20):
        page.wait_for_selector("#actions button[data-action]")
        if "draw" in legal(page):
            break
        page.locator("#actions button[data-action]").first.click()
        page.wait_for_timeout(200)
    page.click("[data-card='deck']")
    page.wait_for_function("!document.querySelector(\"#actions button[data-action='draw']\")")
    page.click("#undo")
    page.wait_for_function("document.querySelector('#extras-error').textContent.includes('stands')")
    assert "showed you something hidden" in page.inner_text("#extras-error")


def test_a_seat_out_of_time_is_shown_taken_by_the_ai(page, base_url: str) -> None:  # type: ignore[no-untyped-def]
    body = {"game": "realm", "seats": ["human", "random"], "when_gone": "random",
            "clock": {"speed": "real-time", "seconds": 3}}
    table = post(base_url + "/api/tables", body)["table"]
    page.goto(f"/table/{table}")
    clock = "(document.querySelector(\"[data-clock='0']\") || {}).textContent"
    page.wait_for_function(f"['0:03', '0:02', '0:01'].includes({clock})")
    status = "(document.querySelector(\"#extras tr[data-seat='0'] .status\") || {}).textContent"
    page.wait_for_function(f"{status} === 'timed out'")
    assert "random" in page.inner_text("#extras tr[data-seat='0']")
    page.wait_for_function("document.querySelectorAll('#log li').length >= 2")  # the AI plays both seats on
