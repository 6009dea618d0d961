import {
  VENDOR_BRANDS_MAX,
  VENDOR_CONTACT_MAX,
  VENDOR_INTRO_MAX,
  VendorMessage,
  validateVendorContact,
  validateVendorIntro,
  validateVendorKey,
  validateVendorWebsite,
  vendorPagePath,
} from '@jianku/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/feedback.ts';
import {
  getVendorSettings,
  ORG_QUERY_KEY,
  type VendorSettings as Settings,
  saveVendorSettings,
  searchBrands,
  type VendorBrand,
} from '../api/org.api.ts';
import { VendorSettingsCopy as Copy } from './org-copy.ts';

const SETTINGS_KEY = [...ORG_QUERY_KEY, 'vendor'] as const;

interface Values {
  key: string;
  intro?: string;
  website?: string;
  contact?: string;
  brandIds?: number[];
  published: boolean;
}

const rule = (check: (value: string) => string | null) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const problem = check((value ?? '').trim());
    if (problem) throw new Error(problem);
  },
});

const brandLabel = (b: VendorBrand) =>
  b.nameEn && b.nameEn !== b.nameZh ? `${b.nameZh}（${b.nameEn}）` : b.nameZh || b.nameEn;

/**
 * 厂商主页 (SPEC-2.18), in the 企业 tab for owners and admins (org:vendor:manage): the page's address, the
 * introduction, website, contact and the public brands the organisation represents, and whether it is published.
 * The rules are the server's (@jianku/rules vendor.ts), checked here first with the same messages.
 */
export function VendorSettings() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: getVendorSettings });
  if (settings.isPending) {
    return (
      <div className="jk-user-card">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (settings.isError) return null;
  return <VendorSettingsForm saved={settings.data} />;
}

function VendorSettingsForm({ saved }: { saved: Settings }) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await saveVendorSettings({
        key: values.key.trim(),
        published: values.published,
        intro: (values.intro ?? '').trim(),
        website: (values.website ?? '').trim(),
        contact: (values.contact ?? '').trim(),
        brandIds: values.brandIds ?? [],
      });
      toast.success(Copy.saved);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    } catch {
      // the error dialog shows the server's message (a taken key: 该主页地址已被占用，请换一个)
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="jk-user-card jk-org-vendor">
      <h2 className="jk-user-card-title">{Copy.title}</h2>
      <p className="jk-user-muted">{Copy.hint}</p>
      {saved?.published && (
        <p>
          <Link to={vendorPagePath(saved.key)} target="_blank">
            {Copy.view}：{window.location.origin}
            {vendorPagePath(saved.key)}
          </Link>
        </p>
      )}
      <Form
        form={form}
        layout="vertical"
        className="jk-user-form"
        initialValues={{
          key: saved?.key ?? '',
          intro: saved?.intro ?? '',
          website: saved?.website ?? '',
          contact: saved?.contact ?? '',
          brandIds: saved?.brands.map((b) => b.id) ?? [],
          published: saved?.published ?? false,
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="key"
          label={Copy.key}
          extra={Copy.keyExtra}
          validateTrigger="onBlur"
          rules={[rule(validateVendorKey)]}
        >
          <Input
            prefix={<span className="jk-user-muted">{`${window.location.host}/vendor/`}</span>}
            placeholder={Copy.keyPlaceholder}
            maxLength={32}
          />
        </Form.Item>
        <Form.Item name="intro" label={Copy.intro} rules={[rule(validateVendorIntro)]}>
          <Input.TextArea
            placeholder={Copy.introPlaceholder}
            maxLength={VENDOR_INTRO_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item
          name="website"
          label={Copy.website}
          validateTrigger="onBlur"
          rules={[rule(validateVendorWebsite)]}
        >
          <Input placeholder={Copy.websitePlaceholder} maxLength={200} />
        </Form.Item>
        <Form.Item name="contact" label={Copy.contact} rules={[rule(validateVendorContact)]}>
          <Input placeholder={Copy.contactPlaceholder} maxLength={VENDOR_CONTACT_MAX} />
        </Form.Item>
        <Form.Item
          name="brandIds"
          label={Copy.brands}
          rules={[
            {
              validator: async (_: unknown, value: number[] | undefined) => {
                if ((value ?? []).length > VENDOR_BRANDS_MAX) throw new Error(VendorMessage.brandsTooMany);
              },
            },
          ]}
        >
          <BrandPicker initial={saved?.brands ?? []} />
        </Form.Item>
        <Form.Item name="published" label={Copy.published} valuePropName="checked" extra={Copy.logoNote}>
          <Switch checkedChildren={Copy.publishedOn} unCheckedChildren={Copy.publishedOff} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {Copy.save}
        </Button>
      </Form>
    </div>
  );
}

/** The public brands to choose from, searched by name on the server; the chosen ones keep their labels. */
function BrandPicker({
  id,
  value,
  onChange,
  initial,
}: {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  initial: VendorBrand[];
}) {
  const [words, setWords] = useState('');
  const [chosen, setChosen] = useState<VendorBrand[]>(initial);
  const found = useQuery({
    queryKey: [...SETTINGS_KEY, 'brands', words],
    queryFn: () => searchBrands(words),
    staleTime: 60_000,
  });
  const known = [...chosen, ...(found.data ?? []).filter((b) => !chosen.some((c) => c.id === b.id))];
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setWords }}
      value={value}
      options={known.map((b) => ({ value: b.id, label: brandLabel(b) }))}
      placeholder={Copy.brandsPlaceholder}
      loading={found.isFetching}
      onChange={(ids: number[]) => {
        setChosen(ids.flatMap((one) => known.filter((b) => b.id === one)));
        onChange?.(ids);
      }}
    />
  );
}
