import { AuthText, accountFields, LOGIN_SLIDER_WIDTH, validateAgreement } from '@jianku/rules';
import { Button, Form, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { type ActiveName, useAppStore } from '../../../stores/app.store.ts';
import type { User } from '../../../stores/session.store.ts';
import { type LoginTokens, loginByPassword, loginBySms } from '../api/auth.api.ts';
import { sendLoginCode } from '../session/auth-actions.ts';
import { login } from '../session/session-loader.ts';
import { AgreementCheckbox } from './agreement.tsx';
import { AuthCopy } from './auth-copy.ts';
import {
  AccountField,
  AuthRules,
  CodeField,
  MobileField,
  PasswordField,
  SliderField,
} from './auth-fields.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { NotRegisteredForm } from './not-registered-form.tsx';
import { WechatQrLogin } from './wechat-qr-login.tsx';

export interface LoginPanelProps {
  /** emitted once the user is signed in and loaded (SPEC-4.27) */
  onSuccess: (user: User) => void;
  /** the 立即注册 link */
  onRegister: () => void;
  /** where a QR sign-in should continue (the callback's redirect) */
  redirect?: string;
  /** the panel is shown (a dialog may keep it mounted while closed): false resets the sliders */
  open?: boolean;
}

interface AccountValues {
  username: string;
  password: string;
  verified: string;
}
interface PhoneValues {
  mobile: string;
  code: string;
  verified: string;
}

/**
 * The login screen (spec §2): the account, phone and wechat tabs (activeName), a forgot-password dialog over
 * it, and the not-registered screen that replaces it when a login code goes to a phone that is not
 * registered (SPEC-4.38). The login button and the agreement checkbox are hidden on the wechat tab; the
 * agreement is ticked by default.
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 */
export function LoginPanel({ onSuccess, onRegister, redirect = '', open = true }: LoginPanelProps) {
  const activeName = useAppStore((s) => s.activeName);
  const setActiveName = useAppStore((s) => s.setActiveName);
  const [accountForm] = Form.useForm<AccountValues>();
  const [phoneForm] = Form.useForm<PhoneValues>();
  const [agreed, setAgreed] = useState(true);
  const [loading, setLoading] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [notRegistered, setNotRegistered] = useState<string | null>(null);

  // SPEC-4.36: the sliders reset when the dialog closes.
  useEffect(() => {
    if (open) return;
    accountForm.setFieldValue('verified', undefined);
    phoneForm.setFieldValue('verified', undefined);
    setNotRegistered(null);
    setForgotOpen(false);
  }, [open, accountForm, phoneForm]);

  const submit = async () => {
    const phone = activeName === 'phone';
    const form = phone ? phoneForm : accountForm;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const agreement = validateAgreement(agreed);
    if (agreement) {
      toast.error(agreement);
      return;
    }
    setLoading(true);
    let tokens: LoginTokens;
    try {
      if (phone) {
        const v = phoneForm.getFieldsValue();
        tokens = await loginBySms({ mobile: v.mobile, code: v.code, verified: v.verified });
      } else {
        const v = accountForm.getFieldsValue();
        tokens = await loginByPassword({
          ...accountFields(v.username),
          password: v.password,
          verified: v.verified,
        });
      }
    } catch {
      // SPEC-8.19: a failed login resets the slider (the error dialog shows why)
      form.setFieldValue('verified', undefined);
      setLoading(false);
      return;
    }
    try {
      const user = await login(tokens);
      onSuccess(user);
    } catch (error) {
      form.setFieldValue('verified', undefined);
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  };

  const sendCode = async () => {
    try {
      await phoneForm.validateFields(['mobile']);
    } catch {
      return false;
    }
    const { mobile, verified } = phoneForm.getFieldsValue();
    return sendLoginCode(mobile, verified, () => {
      // SPEC-8.17 / SPEC-4.38: reset the slider and show the not-registered screen
      phoneForm.setFieldValue('verified', undefined);
      setNotRegistered(mobile);
    });
  };

  if (notRegistered !== null) {
    return (
      <NotRegisteredForm
        mobile={notRegistered}
        onBack={() => setNotRegistered(null)}
        onSuccess={(user) => {
          setNotRegistered(null);
          onSuccess(user);
        }}
      />
    );
  }

  const items = [
    {
      key: 'account',
      label: AuthCopy.tabAccount,
      children: (
        <Form form={accountForm} className="jk-auth-form" autoComplete="on">
          <AccountField />
          <PasswordField
            placeholder={AuthCopy.loginPasswordPlaceholder}
            rules={AuthRules.loginPassword}
            autoComplete="current-password"
            onPressEnter={() => void submit()}
          />
          <SliderField width={LOGIN_SLIDER_WIDTH} />
          <div className="jk-auth-links">
            <Button type="link" size="small" onClick={() => setForgotOpen(true)}>
              {AuthCopy.forgotPassword}
            </Button>
            <Button type="link" size="small" onClick={onRegister}>
              {AuthCopy.goRegister}
            </Button>
          </div>
        </Form>
      ),
    },
    {
      key: 'phone',
      label: AuthCopy.tabPhone,
      children: (
        <Form form={phoneForm} className="jk-auth-form">
          <MobileField />
          <SliderField width={LOGIN_SLIDER_WIDTH} />
          <CodeField onSend={sendCode} onPressEnter={() => void submit()} />
          <div className="jk-auth-links is-end">
            <Button type="link" size="small" onClick={onRegister}>
              {AuthCopy.goRegister}
            </Button>
          </div>
        </Form>
      ),
    },
    {
      key: 'wechat',
      label: AuthCopy.tabWechat,
      children: (
        <WechatQrLogin active={open && activeName === 'wechat'} redirect={redirect} onSuccess={onSuccess} />
      ),
    },
  ];

  return (
    <div className="jk-login-panel" style={{ width: LOGIN_SLIDER_WIDTH }}>
      <Tabs
        activeKey={activeName}
        onChange={(key) => setActiveName(key as ActiveName)}
        items={items}
        centered
        className="jk-auth-tabs"
      />
      {activeName !== 'wechat' && (
        <>
          <Button type="primary" block size="large" loading={loading} onClick={() => void submit()}>
            {AuthText.login}
          </Button>
          <AgreementCheckbox checked={agreed} onChange={setAgreed} />
        </>
      )}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}
