// The start page: offers to resume the Dots and Boxes game saved in this browser, through the
// original game's POST /resume/ for the square boards it serves, or straight to the page.
'use strict';

(() => {
  const saved = GG.load('gridgames.dots');
  if (!saved || saved.over || !Array.isArray(saved.lines) || !Array.isArray(saved.claims)) return;
  if (!saved.lines.some((x) => x === 1)) return;
  const label = `Resume your ${saved.rows} x ${saved.cols} game`;
  if (saved.rows === saved.cols && saved.rows <= 12) {
    const form = document.getElementById('resume');
    form.elements.size.value = String(saved.rows);
    form.elements.lines.value = JSON.stringify(saved.lines);
    form.elements.claims.value = JSON.stringify(saved.claims);
    document.getElementById('resume-button').textContent = label;
    form.hidden = false;
  } else {
    const link = document.getElementById('resume-link');
    link.textContent = label;
    link.hidden = false;
  }
})();
