import { Image, type ImageProps } from 'antd';
import { imagePreviewDefaults } from './theme.ts';

/** Image whose viewer zooms by 1.2 per step between scale 0.2 and 7 (spec §9). */
export function AppImage({ preview, ...props }: ImageProps) {
  const mergedPreview =
    preview === false ? false : { ...imagePreviewDefaults, ...(typeof preview === 'object' ? preview : {}) };
  return <Image {...props} preview={mergedPreview} />;
}
