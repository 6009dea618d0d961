import { BankOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useEffect, useState } from 'react';
import { fileObjectUrl } from '../api/org.api.ts';

/**
 * An organisation's logo. Its file is served to members only, with the sign-in token, so it is fetched through
 * the http client and shown from an object URL (an <img src> would carry no token); the first character of
 * the name stands in while it loads or when there is none.
 */
export function OrgLogo({ logo, name, size = 56 }: { logo: string; name: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!logo) return;
    let url: string | null = null;
    let live = true;
    fileObjectUrl(logo)
      .then((made) => {
        url = made;
        if (live) setSrc(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => {});
    return () => {
      live = false;
      setSrc(null);
      if (url) URL.revokeObjectURL(url);
    };
  }, [logo]);
  return (
    <Avatar
      shape="square"
      size={size}
      src={src ?? undefined}
      icon={src || name ? undefined : <BankOutlined />}
      className="jk-org-logo"
      alt={name}
    >
      {src ? undefined : name.slice(0, 1)}
    </Avatar>
  );
}
