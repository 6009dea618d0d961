import { QR_FRAME_SIZE, ScanType, WECHAT_STATE_TTL_MS } from '@jianku/rules';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeError } from '../../../lib/errors.ts';
import { logError } from '../../../lib/log-queue.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import type { User } from '../../../stores/session.store.ts';
import { getWechatQrConfig, type WechatQrConfig } from '../api/auth.api.ts';
import { handleWechatAuth, isWechatAuthMessage, wechatRegisterPath } from '../session/wechat-auth.ts';
import { AuthCopy } from './auth-copy.ts';

/**
 * The address of the provider's QR frame (SPEC-4.31): {base}/connect/qrconnect with appid, scope
 * snsapi_login, the redirect address (which carries our redirect and scan_type, SPEC-4.32), state, style
 * and response type code. self_redirect keeps the provider's redirect inside the frame, so that the
 * callback page can post to this page.
 */
export function qrFrameUrl(config: WechatQrConfig): string {
  const url = new URL(`${config.base.replace(/\/+$/, '')}/connect/qrconnect`, window.location.origin);
  url.searchParams.set('appid', config.appid);
  url.searchParams.set('scope', config.scope || 'snsapi_login');
  url.searchParams.set('redirect_uri', config.redirect_uri);
  url.searchParams.set('state', config.state);
  url.searchParams.set('response_type', config.response_type || 'code');
  if (config.style) url.searchParams.set('style', config.style);
  url.searchParams.set('self_redirect', 'true');
  return url.href;
}

/**
 * How long the page waits for the sign-in result once the frame has gone on to the callback page. The
 * callback posts at once; a page that hears nothing (the frame returned to another origin, the network
 * dropped) says so instead of leaving the frame at 登录中... for ever.
 */
export const WECHAT_CALLBACK_TIMEOUT_MS = 15_000;

export interface WechatQrLoginProps {
  /** load the frame only while shown */
  active: boolean;
  /** login (default), or band: bind the scanned account to the signed-in user */
  scanType?: string;
  /** where to continue after the sign-in (kept through the callback) */
  redirect?: string;
  onSuccess?: (user: User) => void;
  /** after a bind attempt, successful or not */
  onBound?: (ok: boolean) => void;
  /** tests shorten the waits */
  callbackTimeoutMs?: number;
  expiryMs?: number;
}

/**
 * The messaging QR sign-in (spec §4 messaging QR login): a 300×300 frame of the provider; its callback page
 * (/sso inside the frame) posts a wechatAuth message with code, state, redirect and scan_type, handled by
 * handleWechatAuth. An unregistered account goes to /wechatregister (or the plugin variant).
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 */
export function WechatQrLogin({
  active,
  scanType = ScanType.login,
  redirect = '',
  onSuccess,
  onBound,
  callbackTimeoutMs = WECHAT_CALLBACK_TIMEOUT_MS,
  expiryMs = WECHAT_STATE_TTL_MS,
}: WechatQrLoginProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handlers = useRef({ onSuccess, onBound });
  handlers.current = { onSuccess, onBound };
  /** loads of the current frame: the first is the QR page, a later one the callback page */
  const frameLoads = useRef(0);
  const callbackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopCallbackTimer = useCallback(() => {
    clearTimeout(callbackTimer.current);
    callbackTimer.current = undefined;
  }, []);

  const load = useCallback(async () => {
    stopCallbackTimer();
    frameLoads.current = 0;
    setFailed(null);
    setSrc(null);
    try {
      setSrc(qrFrameUrl(await getWechatQrConfig({ scanType, redirect })));
    } catch (error) {
      const err = normalizeError(error);
      logError({ message: err.message, code: err.code, name: err.name, position: err.position });
      setFailed(err.type === 'business' ? err.message : AuthCopy.wechatFailed);
    }
  }, [redirect, scanType, stopCallbackTimer]);

  useEffect(() => {
    if (active) void load();
    else setSrc(null);
  }, [active, load]);

  // The state behind the QR code lives 10 minutes: then the code is dead, and the page says so.
  useEffect(() => {
    if (!src) return;
    const timer = setTimeout(() => {
      stopCallbackTimer();
      setSrc(null);
      setFailed(AuthCopy.wechatExpired);
    }, expiryMs);
    return () => clearTimeout(timer);
  }, [src, expiryMs, stopCallbackTimer]);

  useEffect(() => stopCallbackTimer, [stopCallbackTimer]);

  /** The frame loaded a page: after the QR page, that is the callback, whose message must follow soon. */
  const onFrameLoad = () => {
    frameLoads.current += 1;
    if (frameLoads.current < 2 || callbackTimer.current !== undefined) return;
    callbackTimer.current = setTimeout(() => {
      callbackTimer.current = undefined;
      logError({ message: 'wechat callback message not received', code: 408, name: 'TimeoutError' });
      setSrc(null);
      setFailed(AuthCopy.wechatTimeout);
    }, callbackTimeoutMs);
  };

  useEffect(() => {
    if (!active) return;
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isWechatAuthMessage(event.data)) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      stopCallbackTimer();
      setBusy(true);
      const outcome = await handleWechatAuth({
        code: event.data.code,
        state: event.data.state,
        redirect: event.data.redirect || redirect,
        scan_type: event.data.scan_type || scanType,
      });
      setBusy(false);
      switch (outcome.kind) {
        case 'signed-in':
          handlers.current.onSuccess?.(outcome.user);
          return;
        case 'bound':
          handlers.current.onBound?.(outcome.ok);
          return;
        case 'unregistered':
          useAppStore.getState().setShowLogin(false);
          navigateTo(wechatRegisterPath(event.data.redirect || redirect));
          return;
        case 'failed':
          void load();
      }
    };
    const listener = (event: MessageEvent) => void onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [active, redirect, scanType, load, stopCallbackTimer]);

  const hint = scanType === ScanType.bind ? AuthCopy.wechatBindHint : AuthCopy.wechatHint;
  return (
    <div className="jk-wechat-qr">
      <div className="jk-wechat-frame" style={{ width: QR_FRAME_SIZE, height: QR_FRAME_SIZE }}>
        {src && (
          <iframe
            ref={frame}
            title={hint}
            src={src}
            width={QR_FRAME_SIZE}
            height={QR_FRAME_SIZE}
            style={{ border: 0, display: 'block' }}
            onLoad={onFrameLoad}
          />
        )}
        {!src && failed === null && <Spin description={AuthCopy.wechatLoading} />}
        {failed !== null && (
          <div className="jk-wechat-failed">
            <span>{failed}</span>
            <Button onClick={() => void load()}>{AuthCopy.retry}</Button>
          </div>
        )}
        {busy && (
          <div className="jk-wechat-busy">
            <Spin />
          </div>
        )}
      </div>
      <p className="jk-wechat-hint">{hint}</p>
    </div>
  );
}
