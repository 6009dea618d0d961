import {
  IdcardOutlined,
  LockOutlined,
  MobileOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  ACCOUNT_MAX_LENGTH,
  CODE_LENGTH,
  cleanAccount,
  cleanPhone,
  digitsOnly,
  formRule,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  validateAccount,
  validateCode,
  validateConfirmPassword,
  validateLoginMobile,
  validateLoginPassword,
  validateNickname,
  validatePassword,
  validateSlider,
} from '@jianku/rules';
import { type FormRule as AntdRule, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { SliderCaptcha } from '../slider/slider-captcha.tsx';
import { AuthCopy } from './auth-copy.ts';
import { CodeButton } from './code-button.tsx';

/** The rules of the account forms, each from packages/rules (spec §5). */
export const AuthRules: Record<
  'account' | 'loginPassword' | 'password' | 'loginMobile' | 'requiredCode' | 'code' | 'slider' | 'nickname',
  AntdRule[]
> = {
  /** SPEC-5.03 / SPEC-5.09 */
  account: [formRule((v: string | undefined) => validateAccount(v, { required: true }))],
  /** SPEC-5.11 */
  loginPassword: [formRule(validateLoginPassword)],
  /** SPEC-5.04 */
  password: [formRule(validatePassword)],
  /** SPEC-5.10 */
  loginMobile: [formRule(validateLoginMobile)],
  /** SPEC-5.06 required (register, phone login, not-registered) */
  requiredCode: [formRule((v: string | undefined) => validateCode(v, { required: true }))],
  /** SPEC-5.06 */
  code: [formRule(validateCode)],
  /** SPEC-5.07: the slider token must be there */
  slider: [formRule((v: string | undefined) => validateSlider(Boolean(v)))],
  /** SPEC-5.12 */
  nickname: [formRule(validateNickname)],
};

/** SPEC-5.05: equal to the `password` field. */
export const confirmRules = [
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) =>
    formRule((v: string | undefined) => validateConfirmPassword(v, getFieldValue('password') as string)),
];

/** A formatted phone pasted here becomes its 11 digits; Chinese characters are removed. */
const account = (value: string | undefined) => cleanAccount(value);
/** Formatting and +86 removed before the cut to 11 digits (the native maxlength would cut the paste first). */
const phone = (value: string | undefined) => cleanPhone(value);
const digits = (value: string | undefined) => digitsOnly(value);

/** SPEC-5.09 the email-or-phone input: at most 64, Chinese characters blocked, a pasted phone cleaned. */
export function AccountField({ name = 'username', icon = true }: { name?: string; icon?: boolean }) {
  return (
    <Form.Item name={name} rules={AuthRules.account} normalize={account} validateFirst>
      <Input
        size="large"
        prefix={icon ? <UserOutlined /> : undefined}
        placeholder={AuthCopy.accountPlaceholder}
        maxLength={ACCOUNT_MAX_LENGTH}
        autoComplete="username"
        aria-label={AuthCopy.accountPlaceholder}
      />
    </Form.Item>
  );
}

/**
 * SPEC-5.10 the phone-login mobile: digits only, at most 11. The limit is applied by the normalizer after
 * cleaning (no native maxlength, which cuts a pasted "138-0013 8000" before the dashes are gone).
 */
export function MobileField({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <Form.Item name="mobile" rules={AuthRules.loginMobile} normalize={phone}>
      <Input
        size="large"
        prefix={<MobileOutlined />}
        placeholder={AuthCopy.mobilePlaceholder}
        inputMode="numeric"
        autoComplete="tel"
        readOnly={readOnly}
        variant={readOnly ? 'filled' : undefined}
        aria-label={AuthCopy.mobilePlaceholder}
      />
    </Form.Item>
  );
}

export function PasswordField({
  name = 'password',
  placeholder = AuthCopy.passwordPlaceholder,
  rules = AuthRules.password,
  autoComplete = 'new-password',
  onPressEnter,
  dependencies,
}: {
  name?: string;
  placeholder?: string;
  rules?: React.ComponentProps<typeof Form.Item>['rules'];
  autoComplete?: string;
  onPressEnter?: () => void;
  dependencies?: string[];
}) {
  return (
    <Form.Item name={name} rules={rules} dependencies={dependencies}>
      <Input.Password
        size="large"
        prefix={<LockOutlined />}
        placeholder={placeholder}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete={autoComplete}
        onPressEnter={onPressEnter}
        aria-label={placeholder}
      />
    </Form.Item>
  );
}

export function ConfirmPasswordField({ onPressEnter }: { onPressEnter?: () => void }) {
  return (
    <PasswordField
      name="confirmPwd"
      placeholder={AuthCopy.confirmPasswordPlaceholder}
      rules={confirmRules}
      dependencies={['password']}
      onPressEnter={onPressEnter}
    />
  );
}

export function NicknameField() {
  return (
    <Form.Item name="nickname" rules={AuthRules.nickname}>
      <Input
        size="large"
        prefix={<IdcardOutlined />}
        placeholder={AuthCopy.nicknamePlaceholder}
        maxLength={NICKNAME_MAX_LENGTH}
        showCount
        aria-label={AuthCopy.nicknamePlaceholder}
      />
    </Form.Item>
  );
}

/**
 * The slider as the form's `verified` field. A new challenge names the phone or e-mail typed so far, so
 * that the server can size its proof-of-work for that target (issue 18).
 */
export function SliderField({ width }: { width?: number }) {
  const form = Form.useFormInstance();
  const getTarget = () => {
    const value = form.getFieldValue('mobile') ?? form.getFieldValue('username');
    return typeof value === 'string' ? value : undefined;
  };
  return (
    <Form.Item name="verified" rules={AuthRules.slider}>
      <SliderCaptcha width={width} getTarget={getTarget} />
    </Form.Item>
  );
}

/**
 * The code input with the get-code button, which waits for the slider (the `verified` field) and counts
 * down 60 seconds after a send (SPEC-4.37).
 */
export function CodeField({
  required = true,
  onSend,
  onPressEnter,
  extra,
}: {
  required?: boolean;
  onSend: () => Promise<boolean>;
  onPressEnter?: () => void;
  extra?: ReactNode;
}) {
  const verified = Form.useWatch('verified') as string | undefined;
  return (
    <Form.Item noStyle>
      <div className="jk-code-row">
        <Form.Item
          name="code"
          rules={required ? AuthRules.requiredCode : AuthRules.code}
          normalize={digits}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={AuthCopy.codePlaceholder}
            maxLength={CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            onPressEnter={onPressEnter}
            aria-label={AuthCopy.codePlaceholder}
          />
        </Form.Item>
        <CodeButton ready={Boolean(verified)} onSend={onSend} />
      </div>
      {extra}
    </Form.Item>
  );
}
