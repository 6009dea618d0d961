import {
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_IMAGE_MAX_COUNT,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_ORG_NAME_MAX_LENGTH,
  FEEDBACK_PHONE_MAX_LENGTH,
  FEEDBACK_TYPES,
  FeedbackMessage,
  FeedbackTypeLabel,
  ToastMessage,
  validateFeedbackEmail,
  validateFeedbackImage,
  validateFeedbackMessage,
  validateFeedbackMobile,
  validateFeedbackOrgName,
} from '@jianku/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance, Input, Radio, type UploadFile } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { useSessionStore } from '../../../stores/session.store.ts';
import { createFeedback } from '../api/feedback.api.ts';
import { FeedbackCopy } from '../feedback-copy.ts';
import { UploadField, uploadedId } from './upload-field.tsx';

export const MY_FEEDBACK_QUERY_KEY = ['feedback', 'my'] as const;

export interface FeedbackValues {
  type?: number;
  message?: string;
  mobile?: string;
  email?: string;
  orgName?: string;
  images?: UploadFile[];
}

/** A form rule from one of the spec's validators (message or null). */
export const ruleOf =
  (validate: (value: string | undefined) => string | null): Rule =>
  () => ({
    validator: async (_rule, value: string | undefined) => {
      const problem = validate(value);
      if (problem !== null) throw new Error(problem);
    },
  });

/** Files still uploading or failed: the form waits for them (nothing half-uploaded is sent). */
export function pendingFiles(files: readonly UploadFile[] = []): boolean {
  return files.some((file) => uploadedId(file) === undefined);
}

/**
 * The feedback form's state and its submit (spec §4 Feedback: validate, confirm, post, success message
 * 已提交). `submit` resolves true when the feedback was stored.
 */
export function useFeedbackForm() {
  const [form] = Form.useForm<FeedbackValues>();
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id);

  const submit = async (): Promise<boolean> => {
    let values: FeedbackValues;
    try {
      values = await form.validateFields();
    } catch {
      return false;
    }
    if (pendingFiles(values.images)) {
      toast.warning(FeedbackCopy.uploading);
      return false;
    }
    setSubmitting(true);
    try {
      await createFeedback({
        type: values.type ?? null,
        message: (values.message ?? '').trim(),
        mobile: (values.mobile ?? '').trim(),
        email: (values.email ?? '').trim(),
        orgName: (values.orgName ?? '').trim(),
        images: (values.images ?? []).map(uploadedId).join(','),
        ...(userId !== undefined ? { userId } : {}),
      });
      toast.success(ToastMessage.submitted);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_QUERY_KEY });
      return true;
    } catch {
      // the error dialog shows why
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return { form, submitting, submit };
}

/** The feedback form's fields (SPEC-5.25..5.31), for the dialog and the contact page. */
export function FeedbackFields({ form }: { form: FormInstance<FeedbackValues> }) {
  const user = useSessionStore((s) => s.user);
  return (
    <Form
      form={form}
      layout="vertical"
      className="jk-feedback-form"
      initialValues={{
        mobile: user?.mobile ?? '',
        email: user?.email ?? '',
        orgName: user && user.orgId > 1 ? user.orgName : '',
        images: [],
      }}
    >
      <Form.Item
        name="type"
        label={FeedbackCopy.type}
        required
        rules={[{ required: true, message: FeedbackMessage.typeRequired }]}
      >
        <Radio.Group options={FEEDBACK_TYPES.map((value) => ({ value, label: FeedbackTypeLabel[value] }))} />
      </Form.Item>
      <Form.Item
        name="message"
        label={FeedbackCopy.message}
        required
        rules={[ruleOf(validateFeedbackMessage)]}
      >
        <Input.TextArea
          rows={5}
          count={{ show: true, max: FEEDBACK_MESSAGE_MAX_LENGTH }}
          placeholder={FeedbackCopy.messagePlaceholder}
          aria-label={FeedbackCopy.message}
        />
      </Form.Item>
      <div className="jk-feedback-row">
        <Form.Item
          name="mobile"
          label={FeedbackCopy.mobile}
          validateTrigger="onBlur"
          rules={[ruleOf(validateFeedbackMobile)]}
        >
          <Input count={{ show: true, max: FEEDBACK_PHONE_MAX_LENGTH }} aria-label={FeedbackCopy.mobile} />
        </Form.Item>
        <Form.Item
          name="email"
          label={FeedbackCopy.email}
          validateTrigger="onBlur"
          rules={[ruleOf(validateFeedbackEmail)]}
        >
          <Input count={{ show: true, max: FEEDBACK_EMAIL_MAX_LENGTH }} aria-label={FeedbackCopy.email} />
        </Form.Item>
      </div>
      <Form.Item name="orgName" label={FeedbackCopy.orgName} rules={[ruleOf(validateFeedbackOrgName)]}>
        <Input count={{ show: true, max: FEEDBACK_ORG_NAME_MAX_LENGTH }} aria-label={FeedbackCopy.orgName} />
      </Form.Item>
      <Form.Item name="images" label={FeedbackCopy.images} extra={FeedbackCopy.imagesHint}>
        <UploadField
          maxCount={FEEDBACK_IMAGE_MAX_COUNT}
          accept=".png,.jpg,.jpeg"
          check={validateFeedbackImage}
          tooMany={FeedbackMessage.tooManyImages}
          bizCode="feedback"
          type="Images"
          pictures
          label={FeedbackCopy.images}
        />
      </Form.Item>
    </Form>
  );
}
