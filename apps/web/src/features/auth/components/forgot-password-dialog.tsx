import { accountFields, DialogText, FORGOT_DIALOG_WIDTH, ToastMessage } from '@jianku/rules';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { toast } from '../../../lib/feedback.ts';
import { resetPassword } from '../api/auth.api.ts';
import { sendAccountCode } from '../session/auth-actions.ts';
import { AuthCopy } from './auth-copy.ts';
import { AccountField, CodeField, ConfirmPasswordField, PasswordField, SliderField } from './auth-fields.tsx';

interface ForgotValues {
  username: string;
  verified: string;
  code: string;
  password: string;
  confirmPwd: string;
}

/** The form of the forgot-password dialog; it exists only while the dialog is open. */
function ForgotPasswordForm({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<ForgotValues>();
  const [saving, setSaving] = useState(false);

  const sendCode = async () => {
    try {
      await form.validateFields(['username']);
    } catch {
      return false;
    }
    const { username, verified } = form.getFieldsValue();
    return sendAccountCode(username, 'resetPassword', verified);
  };

  const submit = async () => {
    let values: ForgotValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await resetPassword({
        ...accountFields(values.username),
        code: values.code,
        password: values.password,
      });
      toast.success(ToastMessage.modified);
      onClose();
    } catch {
      // the error dialog shows why
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form form={form} className="jk-auth-form jk-auth-form--dialog">
        <AccountField />
        <SliderField />
        <CodeField required={false} onSend={sendCode} />
        <PasswordField placeholder={AuthCopy.newPasswordPlaceholder} />
        <ConfirmPasswordField onPressEnter={() => void submit()} />
      </Form>
      <div className="jk-dialog-actions">
        <Button onClick={onClose}>{AuthCopy.backToLogin}</Button>
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          {DialogText.confirm}
        </Button>
      </div>
    </>
  );
}

/**
 * Forgot password (spec §2): a 460 px dialog over login with email-or-phone, slider, code, new password,
 * confirm, 返回登录 and 确定. Success toasts 修改成功 and closes (SPEC-4.41). Closing drops the form and the
 * slider (SPEC-4.36).
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AppModal
      open={open}
      title={AuthCopy.forgotTitle}
      width={FORGOT_DIALOG_WIDTH}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      className="jk-forgot-dialog"
    >
      <ForgotPasswordForm onClose={onClose} />
    </AppModal>
  );
}
