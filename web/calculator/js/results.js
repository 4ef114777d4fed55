// What the engine answered, in words and numbers: the move's steps and totals, the opportunity
// attacks, and the JSON of the request and the response. The words are the engine's (reason codes,
// illegal codes and their messages); the page invents none of its own.
(function (FC) {
  'use strict';

  const len = (l) => (l ? `${FC.feet(l.feet)} ft (${FC.feet(l.squares)} sq)` : '—');

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // The move query's answer → #summary, #steps, #attacks.
  FC.showMove = function (answer, moverId) {
    const summary = document.getElementById('summary');
    const body = document.querySelector('#steps tbody');
    const attacks = document.getElementById('attacks');
    body.replaceChildren();
    attacks.replaceChildren();
    if (!answer) {
      summary.replaceChildren(el('p', 'hint', moverId ? 'Click cells next to the mover to build a path.'
        : 'Place a creature (Creatures tool) to move it.'));
      return;
    }
    if (answer.error) {
      summary.replaceChildren(el('p', 'illegal', `The move could not be priced: ${answer.error.code}: ${answer.error.message} (at ${answer.error.path})`));
      return;
    }
    const r = answer.result;
    const firstIllegal = r.steps.find((s) => !s.legal);
    const dl = el('dl', 'totals');
    const item = (label, id, value, cls) => {
      dl.append(el('dt', '', label));
      const dd = el('dd', cls || '', value);
      dd.id = id;
      dl.append(dd);
    };
    item('Mover', 'sum-mover', r.creature);
    item('Allowance', 'sum-allowance', `${len(r.allowance)} (${r.band})`);
    if (r.spentBefore && r.spentBefore.feet) item('Spent before', 'sum-spent', len(r.spentBefore));
    item('Total', 'sum-total', len(r.total));
    // A legal move: what is left after it and its band. Otherwise the same where the move stops (the
    // last step taken), since the steps past it left nothing.
    const atStop = r.legal ? r.steps[r.steps.length - 1] : r.steps[r.stop.step];
    let left = r.remaining;
    const band = atStop ? atStop.band : r.band;
    if (!r.legal) {
      left = atStop ? atStop.remaining
        : { feet: Math.max(0, r.allowance.feet - r.spentBefore.feet), squares: Math.max(0, r.allowance.squares - r.spentBefore.squares) };
    }
    item(r.legal ? 'Left' : 'Left at the stop', 'sum-left', len(left));
    item(r.legal ? 'Band' : 'Band at the stop', 'sum-band', band === null ? 'beyond every band' : band);
    let verdict = r.legal ? 'legal' : 'illegal';
    if (!r.legal && firstIllegal) verdict += `: ${firstIllegal.illegal.code}`;
    else if (!r.legal && !r.canEnd) verdict += `: cannot end here (${r.endProblem || 'occupied'})`;
    item('Verdict', 'sum-legal', verdict, r.legal ? 'legal' : 'illegal');
    if (firstIllegal) item('Why', 'sum-message', firstIllegal.illegal.message, 'illegal');
    item('Stops at', 'sum-stop', `[${r.stop.cell}] after ${len(r.stop.spent)}`);
    if (r.closestLegal) item('Closest legal', 'sum-closest', `[${r.closestLegal.cell}]`);
    if (r.falls) item('Falls', 'sum-falls', r.fallReason || 'yes', 'illegal');
    summary.replaceChildren(dl);
    if (!r.steps.length) {
      summary.append(el('p', 'hint', `Click a cell next to ${r.creature} to take a step, or a farther cell for the best path there.`));
    }

    // The first illegal step carries its message; later ones (after-illegal-step, or the same
    // shortage again) show their code, with the message as a tooltip.
    r.steps.forEach((s, i) => {
      const tr = el('tr', s.legal ? 'legal' : 'illegal');
      const verdict = s.legal ? 'legal' : s === firstIllegal ? `${s.illegal.code}: ${s.illegal.message}` : s.illegal.code;
      const to = s.action ? s.action : s.to ? `[${s.to}]` : '';
      const cells = [
        ['n', String(i + 1)], ['to', to], ['mode', s.mode || ''], ['cost', FC.feet(s.cost.feet)],
        ['why', (s.reasons || []).join(', ')], ['total', FC.feet(s.total.feet)],
        ['left', FC.feet(s.remaining.feet)], ['band', s.band === null ? '—' : s.band],
        ['verdict', verdict],
        ['provokes', (s.provokes || []).join(', ')],
      ];
      for (const [cls, text] of cells) tr.append(el('td', cls, text));
      if (s.checks && s.checks.length) tr.lastChild.textContent += ' checks: ' + JSON.stringify(s.checks);
      if (!s.legal) tr.title = s.illegal.message;
      body.append(tr);
    });

    if (r.opportunityAttacks.length) {
      attacks.append(el('h3', '', 'Opportunity attacks'));
      const ul = el('ul');
      ul.id = 'attack-list';
      for (const a of r.opportunityAttacks) {
        ul.append(el('li', 'attack', `${a.by}: ${a.reason}, step ${a.step + 1} at [${a.at}]`));
      }
      attacks.append(ul);
    } else if (r.steps.length) {
      attacks.append(el('p', 'hint', 'No opportunity attacks.'));
    }
  };

  // The request (with the scene when asked, so that it runs in the CLI as it is) and the response.
  FC.showJSON = function (answer, sceneJSON, withScene) {
    const req = document.getElementById('json-request');
    const res = document.getElementById('json-response');
    if (!answer) {
      req.value = '';
      res.value = '(no such query has been asked yet)';
      return;
    }
    let request = answer.request;
    if (withScene && request.query !== 'rulesets') {
      request = Object.assign({ query: request.query, scene: sceneJSON }, request);
    }
    req.value = JSON.stringify(request, null, 2);
    try {
      res.value = JSON.stringify(JSON.parse(answer.text), null, 2);
    } catch (e) {
      res.value = answer.text;
    }
  };

  FC.showError = function (err) {
    const box = document.getElementById('error');
    document.getElementById('error-code').textContent = err.code || 'error';
    document.getElementById('error-message').textContent = err.message || String(err);
    document.getElementById('error-path').textContent = err.path || '$';
    box.hidden = false;
  };

  FC.clearError = function () {
    document.getElementById('error').hidden = true;
  };
})(window.FootworkCalc = window.FootworkCalc || {});
