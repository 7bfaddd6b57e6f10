// A local stand-in for the captcha provider's script (reCAPTCHA's explicit API: render,
// getResponse, reset, and the `onload` callback named in the script's URL), so the demo and
// the tests never reach an outside service. The site context points at it with
// `website.captchaSettings.scriptUrl`. Its "challenge" is a labelled checkbox; checking it
// gives a token the reference server accepts as a captchaKey.
(() => {
  const widgets = [];
  let tokens = 0;

  window.grecaptcha = {
    render(container, options) {
      const id = widgets.length;
      const label = document.createElement('label');
      label.className = 'fake-captcha';
      label.style.cssText =
        'display:inline-flex;gap:.5em;align-items:center;padding:.75em 1em;border:1px solid #767676;border-radius:3px;background:#f9f9f9;color:#222;font:14px/1.2 system-ui,sans-serif';
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.append(box, document.createTextNode("I'm not a robot (test captcha)"));
      const widget = { box, token: '', options };
      box.addEventListener('change', () => {
        widget.token = box.checked ? `fake-captcha-${Date.now().toString(36)}-${++tokens}` : '';
        if (box.checked) options.callback?.(widget.token);
        else options['expired-callback']?.();
      });
      container.replaceChildren(label);
      widgets.push(widget);
      return id;
    },
    getResponse(id = 0) {
      return widgets[id]?.token ?? '';
    },
    reset(id = 0) {
      const w = widgets[id];
      if (!w) return;
      w.token = '';
      w.box.checked = false;
    },
  };

  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
