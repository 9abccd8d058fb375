// The console's only script (served from the jar; the CSP allows no inline code). Copy buttons: copy the
// value of the input named by data-copy, and say so; without the clipboard API the text is selected instead.
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-copy]");
    if (!button) {
      return;
    }
    var input = document.getElementById(button.getAttribute("data-copy"));
    if (!input) {
      return;
    }
    input.select();
    var done = function () {
      button.textContent = "Copied";
      button.setAttribute("aria-live", "polite");
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(input.value).then(done, function () {
        button.textContent = "Press Ctrl+C";
      });
    } else {
      button.textContent = "Press Ctrl+C";
    }
  });
})();
