/// The report's style sheet and its one script.
extension HTMLReport {
    static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:0 16px 40px;color:#1d1d1f}
        header{border-left:8px solid;padding:4px 16px;margin:16px 0}
        header.pass,li.pass{border-color:#1e8e3e}header.fail,li.fail{border-color:#d93025}
        h1{font-size:22px;margin:8px 0}h2{font-size:18px;border-bottom:1px solid #ddd;margin-top:28px}
        h3{font-size:15px;font-weight:600;margin:0 0 6px}code{font-size:13px;background:#f1f3f4;padding:1px 4px}
        ol{padding:0;list-style:none}li{border-left:5px solid;padding:6px 12px;margin:10px 0;background:#fafafa}
        li.pass .mark{color:#1e8e3e}li.fail .mark{color:#d93025}.when{color:#5f6368;font-weight:400;font-size:13px}
        .message{color:#d93025;margin:4px 0}.reference{margin:4px 0;font-size:13px}
        .shots{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}figcaption{text-align:center;color:#5f6368}
        .shots img,.compare img,img.movie{max-width:320px;height:auto;border:1px solid #ccc;display:block}
        .missing{width:200px;color:#5f6368}
        .compare{position:relative;display:inline-block;margin-top:10px}.compare img.over{position:absolute;left:0;top:0}
        .compare input{display:block;width:100%}
        svg.timeline{width:100%;height:auto;font-size:12px}svg .lane{stroke:#e0e0e0}svg .span{fill:#8ab4f8}
        svg .mark{fill:#5f6368}svg circle.pass{fill:#1e8e3e}svg circle.fail{fill:#d93025}
        svg .tick{stroke:#9aa0a6;fill:#5f6368;text-anchor:middle}
        """

    /// The one enhancement: over each screenshot pair, the actual frame on the expected one,
    /// uncovered by a slider.
    static let slider = """
        document.querySelectorAll('.shots[data-compare]').forEach(function (shots) {
          var images = shots.querySelectorAll('img');
          if (images.length < 2) return;
          var box = document.createElement('div'); box.className = 'compare';
          var under = images[0].cloneNode(); var over = images[1].cloneNode(); over.className = 'over';
          var range = document.createElement('input');
          range.type = 'range'; range.min = '0'; range.max = '100'; range.value = '50';
          range.setAttribute('aria-label', 'expected on the left, actual on the right');
          function show() { over.style.clipPath = 'inset(0 0 0 ' + range.value + '%)'; }
          range.addEventListener('input', show); show();
          box.appendChild(under); box.appendChild(over); box.appendChild(range);
          shots.parentNode.insertBefore(box, shots.nextSibling);
        });
        """
}
