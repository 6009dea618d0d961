import { Image, type ImageProps } from 'antd';
import type { ComponentProps } from 'react';
import { imagePreviewDefaults } from './theme.ts';

/** Image whose viewer zooms by 1.2 per step between scale 0.2 and 7 (spec §9). */
export function AppImage({ preview, ...props }: ImageProps) {
  const mergedPreview =
    preview === false ? false : { ...imagePreviewDefaults, ...(typeof preview === 'object' ? preview : {}) };
  return <Image {...props} preview={mergedPreview} />;
}

type GroupProps = ComponentProps<typeof Image.PreviewGroup>;

/** A group of images browsed in one viewer, with the same zoom and scale limits (spec §9). */
export function AppImageGroup({ preview, ...props }: GroupProps) {
  const mergedPreview =
    preview === false ? false : { ...imagePreviewDefaults, ...(typeof preview === 'object' ? preview : {}) };
  return <Image.PreviewGroup {...props} preview={mergedPreview} />;
}
