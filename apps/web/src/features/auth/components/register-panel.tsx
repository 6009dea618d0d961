import { AuthText, isPhone, resolveNickname, SLIDER_DEFAULT_WIDTH, validateAgreement } from '@jianku/rules';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import type { User } from '../../../stores/session.store.ts';
import { registerAndLogin, registerOrigin, sendAccountCode } from '../session/auth-actions.ts';
import { AgreementCheckbox } from './agreement.tsx';
import { AuthCopy } from './auth-copy.ts';
import {
  AccountField,
  CodeField,
  ConfirmPasswordField,
  NicknameField,
  PasswordField,
  SliderField,
} from './auth-fields.tsx';

interface RegisterValues {
  username: string;
  verified: string;
  code: string;
  nickname?: string;
  password: string;
  confirmPwd: string;
}

export interface RegisterPanelProps {
  onSuccess: (user: User) => void;
  /** the link to login; left out where there is none */
  onLogin?: () => void;
  /** false resets the form and the slider (a closed dialog) */
  open?: boolean;
  /** the submit button's text */
  submitText?: string;
}

/**
 * Register (spec §2): email-or-phone, slider, code, optional nickname, password, confirm password, the
 * agreement and a link to login. The flow (SPEC-4.28..4.30): validate, require the agreement, register, toast
 * 注册成功, sign in, load the user, emit success.
 */
export function RegisterPanel({
  onSuccess,
  onLogin,
  open = true,
  submitText = AuthText.register,
}: RegisterPanelProps) {
  const [form] = Form.useForm<RegisterValues>();
  const [agreed, setAgreed] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) form.resetFields();
  }, [open, form]);

  const sendCode = async () => {
    try {
      await form.validateFields(['username']);
    } catch {
      return false;
    }
    const { username, verified } = form.getFieldsValue();
    return sendAccountCode(username, 'register', verified);
  };

  const submit = async () => {
    let values: RegisterValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const agreement = validateAgreement(agreed);
    if (agreement) {
      toast.error(agreement);
      return;
    }
    const account = values.username;
    const phone = isPhone(account);
    setSaving(true);
    try {
      const user = await registerAndLogin({
        username: account,
        nickname: resolveNickname(values.nickname, account),
        code: values.code,
        email: phone ? '' : account,
        mobile: phone ? account : '',
        password: values.password,
        confirmPwd: values.confirmPwd,
        verified: values.verified,
        origin: registerOrigin(),
      });
      if (user) onSuccess(user);
      else form.setFieldValue('verified', undefined);
    } catch {
      form.setFieldValue('verified', undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="jk-register-panel" style={{ width: SLIDER_DEFAULT_WIDTH }}>
      <Form form={form} className="jk-auth-form">
        <AccountField />
        <SliderField />
        <CodeField onSend={sendCode} />
        <NicknameField />
        <PasswordField />
        <ConfirmPasswordField onPressEnter={() => void submit()} />
      </Form>
      <Button type="primary" block size="large" loading={saving} onClick={() => void submit()}>
        {submitText}
      </Button>
      <AgreementCheckbox checked={agreed} onChange={setAgreed} />
      {onLogin && (
        <div className="jk-auth-links is-center">
          <Button type="link" size="small" onClick={onLogin}>
            {AuthCopy.goLogin}
          </Button>
        </div>
      )}
    </div>
  );
}
