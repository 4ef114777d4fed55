// The engine behind the page: one Footwork instance and one Scene held in its memory, updated in
// place (docs/js-api.md). Queries go through queryText so that the page can show the request and
// the response byte for byte as the CLI would print them, errors included.
(function (FC) {
  'use strict';

  class Engine {
    constructor(footwork) {
      this.footwork = footwork;
      this.scene = null;
      this.last = {}; // query name → {request, text, response}
    }

    // Replaces the scene; on error (thrown FootworkError) the previous scene stays loaded.
    load(spec) {
      if (this.scene) this.scene.load(spec);
      else this.scene = this.footwork.loadScene(spec);
    }

    // An update of the loaded scene (a Scene method call); throws FootworkError and changes nothing
    // when the engine refuses it.
    update(fn) {
      fn(this.scene);
    }

    sceneJSON() {
      return this.scene.toJSON();
    }

    // A protocol request against the loaded scene (without "scene"), or against none for "rulesets".
    // Returns {request, text, response, result, error}; never throws for engine errors.
    ask(request) {
      const body = JSON.stringify(request);
      const text = request.query === 'rulesets' || !this.scene
        ? this.footwork.queryText(body)
        : this.scene.queryText(body);
      let response;
      try {
        response = JSON.parse(text);
      } catch (e) {
        response = { error: { code: 'internal', message: 'The engine answered text that is not JSON.', path: '$' } };
      }
      const answer = { request, text, response, result: response.result, error: response.error };
      this.last[request.query] = answer;
      return answer;
    }
  }

  FC.Engine = Engine;

  // Loads the engine from footwork.single.js (a classic script: works from file:// and over http).
  FC.startEngine = function () {
    if (window.footworkMissing || typeof window.Footwork === 'undefined') {
      return Promise.reject(new Error('footwork.single.js was not found next to this page. Build the ' +
        'page with scripts/run.sh and open dist/calculator/index.html.'));
    }
    return window.Footwork.load().then((footwork) => new Engine(footwork));
  };
})(window.FootworkCalc = window.FootworkCalc || {});
