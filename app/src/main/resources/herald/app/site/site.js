// The replay site's script: stepping through the windows, zooming the map, and checking the dice in the
// reader's own browser. No framework and no build step: it reads the page and window.HERALD_DICE (dice.js).
'use strict';

(function () {
  const windows = Array.from(document.querySelectorAll('section.window'));
  const slider = document.getElementById('slider');
  const where = document.getElementById('where');
  let current = -1;

  function show(index, remember) {
    const i = Math.max(0, Math.min(windows.length - 1, index));
    windows.forEach((w, k) => { w.hidden = k !== i; });
    current = i;
    slider.value = String(i);
    where.textContent = windows[i].dataset.title + ' (' + (i + 1) + ' of ' + windows.length + ')';
    document.getElementById('previous').disabled = i === 0;
    document.getElementById('next').disabled = i === windows.length - 1;
    if (remember && location.hash !== '#' + windows[i].id) {
      history.replaceState(null, '', '#' + windows[i].id);
    }
  }

  function fromHash() {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    const i = windows.findIndex(w => w.id === id);
    show(i < 0 ? 0 : i, false);
  }

  slider.max = String(windows.length - 1);
  slider.addEventListener('input', () => show(Number(slider.value), true));
  document.getElementById('previous').addEventListener('click', () => show(current - 1, true));
  document.getElementById('next').addEventListener('click', () => show(current + 1, true));
  document.addEventListener('keydown', e => {
    if (e.target instanceof HTMLInputElement) { // a focused slider steps itself
      return;
    }
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      show(current + (e.key === 'ArrowRight' ? 1 : -1), true);
    }
  });
  window.addEventListener('hashchange', fromHash);

  // Zoom: the map's picture is drawn to the page's width; wider than that it scrolls in its frame.
  document.querySelectorAll('section.window .map').forEach(map => {
    const w = map.closest('section.window');
    const svg = map.querySelector('svg');
    let scale = 1;
    const zoom = by => {
      scale = Math.max(1, Math.min(6, scale * by));
      svg.style.width = (scale * 100) + '%';
    };
    w.querySelector('.zoom .larger').addEventListener('click', () => zoom(1.5));
    w.querySelector('.zoom .smaller').addEventListener('click', () => zoom(1 / 1.5));
  });

  // The dice of each window, listed from the data the check reads.
  const dice = window.HERALD_DICE || { windows: [] };
  document.querySelectorAll('details.dice').forEach(d => {
    const rolls = (dice.windows[Number(d.dataset.window)] || { rolls: [] }).rolls;
    d.querySelector('summary').textContent = 'Dice of this window: ' + rolls.length + ' rolled';
    const list = d.querySelector('.rolls');
    rolls.forEach(([sides, face]) => {
      const li = document.createElement('li');
      li.textContent = 'd' + sides + ': ' + face;
      list.appendChild(li);
    });
  });

  // A die as Herald's SeededDice rolls it: HMAC-SHA256(seed, stream:n:attempt), the first 8 bytes big-endian,
  // 62 bits of them, drawn again while above the largest multiple of the faces (so every face is as likely).
  const text = new TextEncoder();
  const TOP = (1n << 62n);

  async function face(key, stream, n, sides) {
    const bound = TOP - (TOP % BigInt(sides));
    for (let attempt = 0; ; attempt++) {
      const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, text.encode(stream + ':' + n + ':' + attempt)));
      let v = 0n;
      for (let i = 0; i < 8; i++) {
        v = (v << 8n) | BigInt(mac[i]);
      }
      v &= TOP - 1n;
      if (v < bound) {
        return Number(v % BigInt(sides)) + 1;
      }
    }
  }

  function hex(bytes) {
    return Array.from(new Uint8Array(bytes), b => b.toString(16).padStart(2, '0')).join('');
  }

  function titleOf(k) {
    const d = document.querySelector('details.dice[data-window="' + k + '"]');
    return d ? d.closest('section.window').dataset.title : 'window ' + (k + 1);
  }

  async function check() {
    const verdict = document.getElementById('verdict');
    const say = (message, ok) => { verdict.textContent = message; verdict.className = ok ? 'match' : 'differs'; };
    if (dice.scripted) {
      say('These dice were scripted: every result was set in advance, and there is no seed to check them against.', false);
      return;
    }
    if (!dice.seed) {
      say('The seed is still secret: the dice can be checked once the game is over.', false);
      return;
    }
    const seed = new Uint8Array(dice.seed.match(/../g).map(h => parseInt(h, 16)));
    const committed = hex(await crypto.subtle.digest('SHA-256', seed)) === dice.commitment;
    const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const wrong = [];
    let count = 0;
    for (let k = 0; k < dice.windows.length; k++) {
      const w = dice.windows[k];
      const items = document.querySelectorAll('details.dice[data-window="' + k + '"] .rolls li');
      for (let n = 0; n < w.rolls.length; n++) {
        const [sides, shown] = w.rolls[n];
        const derived = await face(key, w.stream, n, sides);
        count++;
        if (items[n]) {
          items[n].className = derived === shown ? 'match' : 'differs';
        }
        if (derived !== shown) {
          wrong.push(titleOf(k) + ', die ' + (n + 1) + ' (d' + sides + '): the page says ' + shown
            + ', the seed gives ' + derived);
        }
      }
    }
    if (!committed) {
      say('The seed does NOT match the SHA-256 the game committed to when it began: these dice cannot be trusted.', false);
    } else if (wrong.length > 0) {
      say(wrong.length + ' of ' + count + ' dice do not match the seed. ' + wrong.join('. ') + '.', false);
    } else {
      say('All ' + count + ' dice match the seed, and the seed matches the commitment made when the game began.', true);
    }
  }

  document.getElementById('check').addEventListener('click', () => {
    check().catch(e => {
      const verdict = document.getElementById('verdict');
      verdict.textContent = 'The dice could not be checked here: ' + e;
      verdict.className = 'differs';
    });
  });

  fromHash();
})();
