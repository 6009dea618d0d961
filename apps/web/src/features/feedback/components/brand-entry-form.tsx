import {
  BRAND_ENTRY_BRANDS_MAX_LENGTH,
  BRAND_ENTRY_COMPANY_MAX_LENGTH,
  BRAND_ENTRY_CONTACT_MAX_LENGTH,
  BRAND_ENTRY_DESCRIPTION_MAX_LENGTH,
  BRAND_ENTRY_DOCUMENT_EXTENSIONS,
  BRAND_ENTRY_DOCUMENT_MAX_BYTES,
  BRAND_ENTRY_DOCUMENT_MAX_COUNT,
  BrandEntryMessage,
  fileExtension,
  validateEmail,
  validateFileName,
  validateMobile,
} from '@jianku/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, type UploadFile } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { useAppStore } from '../../../stores/app.store.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { createBrandEntry } from '../api/feedback.api.ts';
import { FeedbackCopy } from '../feedback-copy.ts';
import { pendingFiles, ruleOf } from './feedback-form.tsx';
import { MY_BRAND_ENTRIES_QUERY_KEY } from './my-submissions.tsx';
import { UploadField, uploadedId } from './upload-field.tsx';
import '../feedback.css';

interface BrandEntryValues {
  companyName?: string;
  contactName?: string;
  mobile?: string;
  email?: string;
  brands?: string;
  description?: string;
  documents?: UploadFile[];
}

const required = (message: string, max: number, tooLong: string) => (value: string | undefined) => {
  const text = (value ?? '').trim();
  if (text === '') return message;
  return [...text].length > max ? tooLong : null;
};

function checkDocument(file: { name: string; size: number }): string | null {
  if (!(BRAND_ENTRY_DOCUMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
    return BrandEntryMessage.documentTypeInvalid;
  }
  if (file.size > BRAND_ENTRY_DOCUMENT_MAX_BYTES) return BrandEntryMessage.documentTooLarge;
  return validateFileName(file.name);
}

/**
 * /brand-entry's application form (品牌入驻): company, contact, phone or e-mail, brands, description and
 * documents (single upload). Stored for the operators' page; the applicant follows it in the personal
 * centre. A visitor is asked to log in first.
 */
// long because it is one form of the application's fields (company, contact, phone, e-mail, brands, description, documents), each a Form.Item with its rules
export function BrandEntryForm() {
  const [form] = Form.useForm<BrandEntryValues>();
  const [submitting, setSubmitting] = useState(false);
  const user = useSessionStore((s) => (s.isSetUser ? s.user : null));
  const setShowLogin = useAppStore((s) => s.setShowLogin);
  const queryClient = useQueryClient();

  if (!user) {
    return (
      <Button type="primary" onClick={() => setShowLogin(true)}>
        {FeedbackCopy.loginToApply}
      </Button>
    );
  }

  const submit = async (values: BrandEntryValues) => {
    if (pendingFiles(values.documents)) {
      toast.warning(FeedbackCopy.uploading);
      return;
    }
    setSubmitting(true);
    try {
      await createBrandEntry({
        companyName: (values.companyName ?? '').trim(),
        contactName: (values.contactName ?? '').trim(),
        mobile: (values.mobile ?? '').trim(),
        email: (values.email ?? '').trim(),
        brands: (values.brands ?? '').trim(),
        description: (values.description ?? '').trim(),
        documents: (values.documents ?? []).map(uploadedId).join(','),
      });
      toast.success(FeedbackCopy.applied);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: MY_BRAND_ENTRIES_QUERY_KEY });
    } catch {
      // the error dialog shows why
    } finally {
      setSubmitting(false);
    }
  };

  const reach = () => ({
    validator: async () => {
      const { mobile, email } = form.getFieldsValue(['mobile', 'email']);
      if ((mobile ?? '').trim() === '' && (email ?? '').trim() === '')
        throw new Error(BrandEntryMessage.reachRequired);
    },
  });

  return (
    <Form
      form={form}
      layout="vertical"
      className="jk-brand-entry-form"
      onFinish={submit}
      initialValues={{ mobile: user.mobile ?? '', email: user.email ?? '', documents: [] }}
    >
      <div className="jk-feedback-row">
        <Form.Item
          name="companyName"
          label={FeedbackCopy.companyName}
          required
          rules={[
            ruleOf(
              required(
                BrandEntryMessage.companyRequired,
                BRAND_ENTRY_COMPANY_MAX_LENGTH,
                BrandEntryMessage.companyTooLong,
              ),
            ),
          ]}
        >
          <Input
            count={{ show: true, max: BRAND_ENTRY_COMPANY_MAX_LENGTH }}
            aria-label={FeedbackCopy.companyName}
          />
        </Form.Item>
        <Form.Item
          name="contactName"
          label={FeedbackCopy.contactName}
          required
          rules={[
            ruleOf(
              required(
                BrandEntryMessage.contactRequired,
                BRAND_ENTRY_CONTACT_MAX_LENGTH,
                BrandEntryMessage.contactTooLong,
              ),
            ),
          ]}
        >
          <Input
            count={{ show: true, max: BRAND_ENTRY_CONTACT_MAX_LENGTH }}
            aria-label={FeedbackCopy.contactName}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={FeedbackCopy.mobile}
          validateTrigger="onBlur"
          dependencies={['email']}
          rules={[ruleOf((v) => validateMobile(v)), reach]}
        >
          <Input aria-label={FeedbackCopy.mobile} />
        </Form.Item>
        <Form.Item
          name="email"
          label={FeedbackCopy.email}
          validateTrigger="onBlur"
          rules={[ruleOf((v) => validateEmail(v))]}
        >
          <Input aria-label={FeedbackCopy.email} />
        </Form.Item>
      </div>
      <Form.Item
        name="brands"
        label={FeedbackCopy.brands}
        required
        rules={[
          ruleOf(
            required(
              BrandEntryMessage.brandsRequired,
              BRAND_ENTRY_BRANDS_MAX_LENGTH,
              BrandEntryMessage.brandsTooLong,
            ),
          ),
        ]}
      >
        <Input
          count={{ show: true, max: BRAND_ENTRY_BRANDS_MAX_LENGTH }}
          placeholder={FeedbackCopy.brandsPlaceholder}
          aria-label={FeedbackCopy.brands}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={FeedbackCopy.description}
        rules={[
          ruleOf((v) =>
            [...(v ?? '').trim()].length > BRAND_ENTRY_DESCRIPTION_MAX_LENGTH
              ? BrandEntryMessage.descriptionTooLong
              : null,
          ),
        ]}
      >
        <Input.TextArea
          rows={4}
          count={{ show: true, max: BRAND_ENTRY_DESCRIPTION_MAX_LENGTH }}
          aria-label={FeedbackCopy.description}
        />
      </Form.Item>
      <Form.Item name="documents" label={FeedbackCopy.documents} extra={FeedbackCopy.documentsHint}>
        <UploadField
          maxCount={BRAND_ENTRY_DOCUMENT_MAX_COUNT}
          accept=".pdf,.png,.jpg,.jpeg"
          check={checkDocument}
          tooMany={BrandEntryMessage.tooManyDocuments}
          bizCode="brand-entry"
          type="Other"
          pictures={false}
          label={FeedbackCopy.documents}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {FeedbackCopy.submit}
      </Button>
    </Form>
  );
}
