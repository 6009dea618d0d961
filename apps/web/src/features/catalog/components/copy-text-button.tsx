import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';

/** How long the tick stays after a copy (antd Typography's copyable kept it 3 s). */
const COPIED_MS = 3000;

/** Writes the text to the clipboard: the Clipboard API, else a selected textarea and execCommand('copy'). */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // no Clipboard API (an insecure origin, an older browser): the selection way below
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/**
 * The copy button beside the item page's model, as antd Typography's `copyable` drew it (a copy icon, a
 * tick for 3 s after the copy, its labels 复制型号 / 已复制 as the button's name and title). antd's
 * Typography and its Tooltip were 14 KB gzipped of the item page's first load for this one button (issue 17).
 */
export function CopyTextButton({ text, labels }: { text: string; labels: readonly [string, string] }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const label = copied ? labels[1] : labels[0];
  return (
    <button
      type="button"
      className={copied ? 'jk-copy-button is-copied' : 'jk-copy-button'}
      aria-label={label}
      title={label}
      onClick={() => {
        void copyText(text).then(() => setCopied(true));
      }}
    >
      {copied ? <CheckOutlined /> : <CopyOutlined />}
    </button>
  );
}
