import { ExclamationCircleFilled } from '@ant-design/icons';
import {
  formRule,
  PASSWORD_MAX_LENGTH,
  ToastMessage,
  validateConfirmPassword,
  validatePassword,
} from '@jianku/rules';
import { Button, Form, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { changePassword, logoutEverywhere } from '../api/user.api.ts';
import { UserCopy } from './user-copy.ts';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPwd: string;
}

/** Password change (old, new, confirm; spec §5 rules) and signing out on every device. */
export function SecuritySection() {
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const logout = useSessionStore((s) => s.logout);

  const save = async (values: PasswordValues) => {
    setSaving(true);
    try {
      await changePassword(values);
      toast.success(ToastMessage.modified);
      form.resetFields();
    } catch {
      // the error dialog shows why
    } finally {
      setSaving(false);
    }
  };

  const leaveEverywhere = async () => {
    setLeaving(true);
    try {
      await logoutEverywhere();
    } catch {
      // signed out here all the same
    } finally {
      setLeaving(false);
      await logout();
    }
  };

  return (
    <div className="jk-user-card">
      <h2 className="jk-user-card-title">{UserCopy.changePassword}</h2>
      <Form form={form} layout="vertical" className="jk-user-form" onFinish={(v) => void save(v)}>
        <Form.Item
          label={UserCopy.oldPassword}
          name="oldPassword"
          rules={[{ required: true, message: UserCopy.oldPasswordRequired }]}
        >
          <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={UserCopy.newPassword} name="password" rules={[formRule(validatePassword)]}>
          <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={UserCopy.confirmPassword}
          name="confirmPwd"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) =>
              formRule((v: string | undefined) =>
                validateConfirmPassword(v, getFieldValue('password') as string),
              ),
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <p className="jk-user-muted">{UserCopy.passwordHint}</p>
        <Button type="primary" htmlType="submit" loading={saving}>
          {UserCopy.changePassword}
        </Button>
      </Form>

      <div className="jk-user-divider" />
      <h2 className="jk-user-card-title">{UserCopy.logoutAll}</h2>
      <p className="jk-user-muted">{UserCopy.logoutAllHint}</p>
      <Popconfirm
        title={UserCopy.logoutAllConfirm}
        icon={<ExclamationCircleFilled style={{ color: '#faad14' }} />}
        onConfirm={() => void leaveEverywhere()}
      >
        <Button danger loading={leaving}>
          {UserCopy.logoutAll}
        </Button>
      </Popconfirm>
    </div>
  );
}
