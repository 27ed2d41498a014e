// claim2's page: shows the screens the host sends and sends back what is pressed.
// It holds no words of the game: every sentence comes from the host, as HTML made there,
// and no keys of the game: the keys it listens for come from the host too (the terminal's
// keymap, in the body's data-keys), and the host says what each does.
"use strict";

(function () {
  const screen = document.getElementById("screen");
  const said = document.getElementById("said");
  const lost = document.getElementById("lost");
  const gone = document.getElementById("gone");
  const path = document.body.dataset.socket;
  const keys = readKeys(document.body.dataset.keys);
  const waits = [500, 1000, 2000, 4000, 8000, 8000];
  let socket = null;
  let version = 0;
  let closed = false;
  let tries = 0;

  function readKeys(text) {
    try {
      const list = JSON.parse(text || "[]");
      return new Set(Array.isArray(list) ? list.filter(function (key) { return typeof key === "string"; }) : []);
    } catch (error) {
      return new Set();
    }
  }

  // A key the focused control acts on itself (a button's, a fold's, a link's), left to it.
  function ownKey(key, active) {
    if (key !== "Enter" && key !== " ") return false;
    return !!active && active !== document.body && !!active.closest("button, summary, a");
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      message.v = version;
      socket.send(JSON.stringify(message));
    }
  }

  function say(text) {
    if (!text) return;
    said.textContent = "";
    window.setTimeout(function () { said.textContent = text; }, 50);
  }

  function show(frame) {
    if (typeof frame.v === "number") version = frame.v;
    screen.dataset.v = String(version);
    if (typeof frame.html === "string") {
      const active = document.activeElement;
      const keep = active && screen.contains(active) && active.id ? active.id : null;
      screen.innerHTML = frame.html;
      const again = keep && !frame.focus ? document.getElementById(keep) : null;
      if (again) again.focus();
    }
    if (frame.focus) {
      const target = document.getElementById(frame.focus);
      if (target) target.focus();
    }
    say(frame.say);
    if (frame.closed) closed = true;
  }

  function connect() {
    const scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + window.location.host + path);
    socket.addEventListener("open", function () {
      tries = 0;
      lost.hidden = true;
    });
    socket.addEventListener("message", function (event) {
      let frame;
      try { frame = JSON.parse(event.data); } catch (error) { return; }
      if (frame && typeof frame === "object") show(frame);
    });
    socket.addEventListener("close", function () {
      socket = null;
      if (closed) return;
      if (tries >= waits.length) {
        lost.hidden = true;
        gone.hidden = false;
        say(gone.textContent);
        return;
      }
      lost.hidden = false;
      if (tries === 0) say(lost.textContent);
      window.setTimeout(connect, waits[tries]);
      tries += 1;
    });
  }

  document.addEventListener("click", function (event) {
    const target = event.target instanceof Element ? event.target.closest("button[data-do]") : null;
    if (!target || !screen.contains(target)) return;
    const message = { do: target.dataset.do };
    if (target.dataset.card) message.card = target.dataset.card;
    if (target.dataset.choice) message.choice = target.dataset.choice;
    send(message);
  });

  document.addEventListener("submit", function (event) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !screen.contains(form)) return;
    event.preventDefault();
    const field = form.querySelector("input[name=name]");
    send({ do: "name", name: field ? field.value : "" });
  });

  document.addEventListener("toggle", function (event) {
    const fold = event.target;
    if (fold instanceof HTMLDetailsElement && screen.contains(fold) && fold.id) {
      send({ do: "fold", fold: fold.id, open: fold.open });
    }
  }, true);

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const active = document.activeElement;
    if (active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA")) return;
    if (!keys.has(event.key) || ownKey(event.key, active)) return;
    event.preventDefault();
    send({ do: "key", key: event.key });
  });

  connect();
})();
