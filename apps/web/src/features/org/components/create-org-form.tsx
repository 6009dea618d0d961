import {
  normalizeCreditCode,
  ORG_LOGO_BIZ_CODE,
  ORG_NAME_MAX_LENGTH,
  validateCreditCode,
  validateOrgName,
} from '@jianku/rules';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FileUpload } from '../../../components/file-upload/file-upload.tsx';
import { toast } from '../../../lib/feedback.ts';
import { createOrg } from '../api/org.api.ts';
import { OrgCopy } from './org-copy.ts';

interface Values {
  name: string;
  creditCode?: string;
}

const rule = (check: (value: string) => string | null) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const problem = check(value ?? '');
    if (problem) throw new Error(problem);
  },
});

/** 创建企业: the name (required, ≤ 100), the credit code (optional, GB 32100-2015), the logo (optional). */
export function CreateOrgForm({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const [form] = Form.useForm<Values>();
  const [logo, setLogo] = useState<{ id: string; url: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await createOrg({
        name: values.name.trim(),
        creditCode: normalizeCreditCode(values.creditCode) || null,
        logo: logo?.id ?? null,
      });
      toast.success(OrgCopy.created);
      await onCreated();
    } catch {
      // the error dialog shows the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="jk-user-card jk-org-create">
      <h2 className="jk-user-card-title">{OrgCopy.createTitle}</h2>
      <p className="jk-user-muted">{OrgCopy.createHint}</p>
      <Form form={form} layout="vertical" className="jk-user-form" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="name"
          label={OrgCopy.name}
          validateTrigger="onBlur"
          rules={[rule((v) => validateOrgName(v.trim()))]}
        >
          <Input placeholder={OrgCopy.namePlaceholder} maxLength={ORG_NAME_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={OrgCopy.creditCode}
          validateTrigger="onBlur"
          rules={[rule((v) => validateCreditCode(normalizeCreditCode(v)))]}
          normalize={(v: string) => v.toUpperCase().replace(/\s+/g, '')}
        >
          <Input placeholder={OrgCopy.creditCodePlaceholder} maxLength={18} />
        </Form.Item>
        <Form.Item label={OrgCopy.logo} extra={OrgCopy.logoHint}>
          <div className="jk-org-logo-upload">
            {logo && <img src={logo.url} alt={OrgCopy.logo} className="jk-org-logo-preview" />}
            <FileUpload
              type="Images"
              bizCode={ORG_LOGO_BIZ_CODE}
              accept=".png,.jpg,.jpeg"
              onUploaded={(record) => setLogo({ id: record.id, url: record.url })}
            />
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {OrgCopy.create}
        </Button>
      </Form>
    </div>
  );
}
