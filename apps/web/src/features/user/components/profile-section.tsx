import {
  FeedbackMessage,
  formRule,
  NICKNAME_MAX_LENGTH,
  SINGLE_UPLOAD_MAX_BYTES,
  validateNickname,
} from '@jianku/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { UserAvatar } from '../../../components/app-header/user-menu.tsx';
import { toast } from '../../../lib/feedback.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { type Profile, updateProfile } from '../api/user.api.ts';
import { UserCopy } from './user-copy.ts';

const PROFILE_KEY = ['user', 'profile'] as const;

/** Keeps the cached profile and the header's user in step with a saved profile. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  const patchUser = useSessionStore((s) => s.patchUser);
  return (saved: Profile) => {
    queryClient.setQueryData([...PROFILE_KEY, saved.id], saved);
    patchUser({ nickname: saved.nickname, avatar: saved.avatar });
  };
}

/**
 * The profile: avatar, nickname, and the account's read-only facts. The avatar is a picture chosen here,
 * cropped to a square (antd-img-crop), at most 5 MB, uploaded to our storage (POST /base/file/upload,
 * category Images: re-encoded without metadata) and kept as its file id.
 */
export function ProfileSection({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<{ nickname: string }>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const saved = useProfileSaved();

  const saveAvatar = async (avatar: string) => {
    try {
      saved(await updateProfile({ avatar }));
      toast.success(UserCopy.saved);
    } catch {
      // the error dialog shows why
    }
  };

  const uploadAvatar = async (file: File) => {
    if (file.size >= SINGLE_UPLOAD_MAX_BYTES) {
      toast.error(FeedbackMessage.imageTooLarge);
      return;
    }
    setUploading(true);
    try {
      const record = await uploadFile(file, { type: 'Images', bizCode: 'avatar' });
      await saveAvatar(record.id);
    } catch (e) {
      if (e instanceof Error && !('code' in e)) toast.error(e.message);
    } finally {
      setUploading(false);
    }
  };

  const saveNickname = async () => {
    let values: { nickname: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      saved(await updateProfile({ nickname: values.nickname.trim() }));
      toast.success(UserCopy.saved);
    } catch {
      // the error dialog shows why
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="jk-user-card">
      <div className="jk-user-profile-head">
        <UserAvatar user={profile} size={72} />
        <div className="jk-user-avatar-actions">
          <ImgCrop
            aspect={1}
            rotationSlider
            modalTitle={UserCopy.cropTitle}
            modalOk="确定"
            modalCancel="取消"
          >
            <Upload
              accept="image/png,image/jpeg"
              showUploadList={false}
              beforeUpload={(file) => {
                void uploadAvatar(file as File);
                return false;
              }}
            >
              <Button loading={uploading}>{UserCopy.uploadAvatar}</Button>
            </Upload>
          </ImgCrop>
          <span className="jk-user-muted">{UserCopy.avatarHint}</span>
          {profile.avatar && (
            <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => void saveAvatar('')}>
              {UserCopy.removeAvatar}
            </Button>
          )}
        </div>
      </div>

      <Form
        form={form}
        layout="vertical"
        initialValues={{ nickname: profile.nickname }}
        className="jk-user-form"
        onFinish={() => void saveNickname()}
      >
        <Form.Item
          label={UserCopy.nickname}
          name="nickname"
          rules={[{ required: true, whitespace: true, message: '请输入昵称' }, formRule(validateNickname)]}
        >
          <Input maxLength={NICKNAME_MAX_LENGTH} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {UserCopy.save}
        </Button>
      </Form>

      <Descriptions
        className="jk-user-facts"
        column={1}
        size="small"
        items={[
          { key: 'username', label: UserCopy.username, children: profile.username },
          { key: 'email', label: UserCopy.email, children: profile.email || UserCopy.notSet },
          { key: 'mobile', label: UserCopy.mobile, children: profile.mobile || UserCopy.notSet },
          { key: 'org', label: UserCopy.org, children: profile.orgName || UserCopy.noOrg },
          {
            key: 'createdAt',
            label: UserCopy.registeredAt,
            children: profile.createdAt ? new Date(profile.createdAt).toLocaleString('zh-CN') : '',
          },
        ]}
      />
    </div>
  );
}
