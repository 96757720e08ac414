import { escapeXml } from './svg';

/**
 * The in-house demo game page: no inline script (CSP script-src 'self'); behaviour in /demo-game/assets/game.js. The
 * page holds no ticket: the script takes it from the URL fragment (#ticket=…), which never reaches a server.
 */
export function demoGameHtml(opts: { name: string; vendor: string; nodeId: number; lang: string; currency: string }) {
  const ty = opts.lang === 'TY';
  const expired = ty
    ? 'Nag-expire na ang link ng laro: buksan itong muli mula sa app.'
    : 'The game link has expired: open the game again from the app.';
  return `<!doctype html>
<html lang="${ty ? 'fil' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(opts.name)}</title>
<link rel="stylesheet" href="/demo-game/assets/game.css">
<script src="/demo-game/assets/game.js" defer></script>
</head>
<body>
<main id="game" data-node-id="${opts.nodeId}" data-currency="${escapeXml(opts.currency)}" data-expired="${escapeXml(expired)}">
<img src="/wps/game/icon/${opts.nodeId}.svg?size=large" alt="" width="128" height="128">
<h1>${escapeXml(opts.name)}</h1>
<p class="vendor">${escapeXml(opts.vendor)} · demo</p>
<p>${ty ? 'Balanse' : 'Balance'}: <output id="balance">…</output></p>
<label>${ty ? 'Taya' : 'Stake'} <select id="stake"><option value="1.00">1</option><option value="5.00" selected>5</option><option value="10.00">10</option><option value="50.00">50</option></select></label>
<button id="spin" type="button">${ty ? 'Paikutin' : 'Spin'}</button>
<p id="result" role="status" aria-live="polite"></p>
</main>
</body>
</html>`;
}

export const DEMO_GAME_CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#14101f;color:#fff;display:flex;justify-content:center}
main{max-width:420px;width:100%;padding:24px;text-align:center}
img{border-radius:16px}
button{font-size:1.4rem;padding:12px 48px;border:0;border-radius:999px;background:#f5b301;color:#14101f;font-weight:700}
button:disabled{opacity:.5}
select{font-size:1rem;margin:0 0 16px 8px}
.vendor{opacity:.7}`;

/**
 * Amounts go both ways as Money strings ("5.00", as the /wps contract says), so the page never does float maths. The
 * ticket moves from the URL fragment to sessionStorage (a reload keeps working) and out of the address bar and
 * history; it travels only in the X-Launch-Ticket header.
 */
export const DEMO_GAME_JS = `(function () {
  var root = document.getElementById('game');
  var currency = root.dataset.currency;
  var balance = document.getElementById('balance');
  var result = document.getElementById('result');
  var button = document.getElementById('spin');
  var storeKey = 'demoGameTicket:' + root.dataset.nodeId;
  var ticket = new URLSearchParams(location.hash.slice(1)).get('ticket');
  try {
    if (ticket) sessionStorage.setItem(storeKey, ticket);
    else ticket = sessionStorage.getItem(storeKey);
  } catch (e) { /* storage off: this load still has the fragment's ticket */ }
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  if (!ticket) {
    result.textContent = root.dataset.expired;
    button.disabled = true;
    return;
  }
  function show(money) { balance.textContent = currency + money; }
  fetch('/wps/game/demo/balance', { headers: { 'X-Launch-Ticket': ticket } })
    .then(function (r) { return r.json(); })
    .then(function (b) { if (b.success) show(b.value.sumBalance); else result.textContent = b.message; });
  button.addEventListener('click', function () {
    button.disabled = true;
    var key = (crypto.randomUUID && crypto.randomUUID()) || String(Date.now()) + Math.random();
    var stake = document.getElementById('stake').value;
    var send = function (attempt) {
      return fetch('/wps/game/demo/spin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Launch-Ticket': ticket },
        body: JSON.stringify({ stake: stake })
      }).then(function (r) { return r.json(); }).catch(function (e) {
        if (attempt < 2) return send(attempt + 1);
        throw e;
      });
    };
    send(0).then(function (b) {
      if (b.success) {
        show(b.value.balance);
        result.textContent = b.value.win !== '0.00' ? 'WIN ' + currency + b.value.win : 'No win';
      } else result.textContent = b.message;
    }).catch(function () { result.textContent = 'Network error'; })
      .then(function () { button.disabled = false; });
  });
})();`;
