import { AuthText, CODE_COUNTDOWN_SECONDS, countdownText } from '@jianku/rules';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface CodeButtonProps {
  /** the slider is verified (SPEC-4.37: the button is disabled until it is) */
  ready: boolean;
  /** sends the code; resolve true to start the countdown, false (or reject) to leave the button as it was */
  onSend: () => Promise<boolean>;
  /** countdown seconds (SPEC-9.09: 60) */
  seconds?: number;
}

/**
 * The get-code button (SPEC-4.37): disabled until the slider is verified and during the 60-second
 * countdown, which it shows as the remaining seconds followed by s; otherwise 获取验证码.
 */
export function CodeButton({ ready, onSend, seconds = CODE_COUNTDOWN_SECONDS }: CodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const start = () => {
    setLeft(seconds);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) {
          if (timer.current) clearInterval(timer.current);
          timer.current = null;
          return 0;
        }
        return n - 1;
      });
    }, 1000);
  };

  const click = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } catch {
      // the caller reported it
    } finally {
      setSending(false);
    }
  };

  const counting = left > 0;
  return (
    <Button
      className="jk-code-button"
      size="large"
      disabled={!ready || counting}
      loading={sending}
      onClick={() => void click()}
      style={{ width: 112, flex: 'none' }}
    >
      {counting ? countdownText(left) : AuthText.getCode}
    </Button>
  );
}
