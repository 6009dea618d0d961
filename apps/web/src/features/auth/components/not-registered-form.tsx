import { ExclamationCircleFilled } from '@ant-design/icons';
import { LOGIN_SLIDER_WIDTH, validateAgreement } from '@jianku/rules';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import type { User } from '../../../stores/session.store.ts';
import { registerAndLogin, registerOrigin, sendAccountCode } from '../session/auth-actions.ts';
import { AgreementCheckbox } from './agreement.tsx';
import { AuthCopy } from './auth-copy.ts';
import { CodeField, ConfirmPasswordField, MobileField, PasswordField, SliderField } from './auth-fields.tsx';

interface NotRegisteredValues {
  mobile: string;
  verified: string;
  code: string;
  password: string;
  confirmPwd: string;
}

/**
 * The not-registered screen (spec §2, SPEC-3.43): the phone read-only, password, confirm password and a
 * code (sent after the slider), 返回 and 注册并登录. Mobile and username are the phone (SPEC-7.14).
 */
export function NotRegisteredForm({
  mobile,
  onBack,
  onSuccess,
}: {
  mobile: string;
  onBack: () => void;
  onSuccess: (user: User) => void;
}) {
  const [form] = Form.useForm<NotRegisteredValues>();
  const [agreed, setAgreed] = useState(true);
  const [saving, setSaving] = useState(false);

  const sendCode = async () => {
    const verified = form.getFieldValue('verified') as string;
    return sendAccountCode(mobile, 'register', verified);
  };

  const submit = async () => {
    let values: NotRegisteredValues;
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
    setSaving(true);
    try {
      const user = await registerAndLogin({
        username: mobile,
        nickname: mobile,
        code: values.code,
        email: '',
        mobile,
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
    <div className="jk-login-panel jk-not-registered" style={{ width: LOGIN_SLIDER_WIDTH }}>
      <div className="jk-auth-notice">
        <ExclamationCircleFilled />
        <div>
          <strong>{AuthCopy.notRegisteredTitle}</strong>
          <span>{AuthCopy.notRegisteredHint}</span>
        </div>
      </div>
      <Form form={form} className="jk-auth-form" initialValues={{ mobile }}>
        <MobileField readOnly />
        <PasswordField />
        <ConfirmPasswordField />
        <SliderField width={LOGIN_SLIDER_WIDTH} />
        <CodeField onSend={sendCode} onPressEnter={() => void submit()} />
      </Form>
      <div className="jk-dialog-actions is-stretch">
        <Button size="large" onClick={onBack}>
          {AuthCopy.back}
        </Button>
        <Button type="primary" size="large" loading={saving} onClick={() => void submit()}>
          {AuthCopy.registerAndLogin}
        </Button>
      </div>
      <AgreementCheckbox checked={agreed} onChange={setAgreed} />
    </div>
  );
}
