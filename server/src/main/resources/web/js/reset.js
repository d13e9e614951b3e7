// The /reset/ page: forgets everything the gridgames pages saved in this browser.
'use strict';

for (const key of ['gridgames.dots', 'gridgames.dots.prefs', 'gridgames.mnk', 'gridgames.nrow']) {
  GG.forget(key);
}
