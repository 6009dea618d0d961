import { WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Spin } from 'antd';
import { type ComponentType, Suspense, useState } from 'react';
import { AppModal } from '../../../components/app-modal.tsx';
import { toast } from '../../../lib/feedback.ts';
import { type Profile, unbindWechat } from '../api/user.api.ts';
import { UserCopy } from './user-copy.ts';

/** What the WeChat bind frame takes: the scan binds, then onBound tells how it went. */
export interface WechatBindProps {
  active: boolean;
  scanType: 'band';
  redirect: string;
  onBound: (ok: boolean) => void;
}

/**
 * WeChat binding: bound accounts can unbind; others open the QR frame with scan_type band (SPEC-4.33, 4.35:
 * 绑定成功, then the personal centre, on success and on failure).
 */
export function WechatSection({
  profile,
  WechatBind,
}: {
  profile: Profile;
  WechatBind?: ComponentType<WechatBindProps>;
}) {
  const queryClient = useQueryClient();
  const [binding, setBinding] = useState(false);
  const [unbinding, setUnbinding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['user', 'profile'] });

  const unbind = async () => {
    setUnbinding(true);
    try {
      await unbindWechat();
      toast.success(UserCopy.unbound);
      await refresh();
    } catch {
      // the error dialog shows why
    } finally {
      setUnbinding(false);
    }
  };

  return (
    <div className="jk-user-card">
      <div className="jk-user-wechat">
        <WechatOutlined className={`jk-user-wechat-icon${profile.wechatBound ? ' is-bound' : ''}`} />
        <div className="jk-user-wechat-text">
          <strong>{profile.wechatBound ? UserCopy.wechatBound : UserCopy.wechatUnbound}</strong>
          <span className="jk-user-muted">
            {profile.wechatBound ? UserCopy.wechatBoundHint : UserCopy.wechatUnboundHint}
          </span>
        </div>
        {profile.wechatBound ? (
          <Popconfirm title={UserCopy.unbindConfirm} onConfirm={() => void unbind()}>
            <Button loading={unbinding}>{UserCopy.unbind}</Button>
          </Popconfirm>
        ) : (
          WechatBind && (
            <Button type="primary" onClick={() => setBinding(true)}>
              {UserCopy.bind}
            </Button>
          )
        )}
      </div>
      {WechatBind && (
        <AppModal
          open={binding}
          title={UserCopy.bind}
          footer={null}
          width={380}
          onCancel={() => setBinding(false)}
          destroyOnHidden
        >
          <Suspense fallback={<Spin />}>
            <div style={{ display: 'flex', justifyContent: 'center' }}>
              <WechatBind
                active={binding}
                scanType="band"
                redirect="/user"
                onBound={() => {
                  setBinding(false);
                  void refresh();
                }}
              />
            </div>
          </Suspense>
        </AppModal>
      )}
    </div>
  );
}
