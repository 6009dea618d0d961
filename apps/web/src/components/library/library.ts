import {
  HeaderType as HeaderTypes,
  LIBRARY_KEYS,
  type LibraryKey,
  libraryFromPath,
  libraryTitleOf,
} from '@jianku/rules';
import { createContext, useContext } from 'react';
import type { HeadType } from '../../stores/app.store.ts';

/** The three libraries and their path prefixes (spec §2: /part, /component, /mat). */
export const LIBRARIES = LIBRARY_KEYS;
export type Library = LibraryKey;

/** Header types (spec §2 Header): the type decides which library search and navigation lead to. */
export type HeaderType = HeadType;

export { libraryFromPath };

const HEADER_TYPE_OF: Record<Library, HeaderType> = {
  part: HeaderTypes.Part,
  component: HeaderTypes.Component,
  mat: HeaderTypes.Mat,
};

export function headerTypeOfLibrary(library: Library | null): HeaderType {
  return library ? HEADER_TYPE_OF[library] : HeaderTypes.Home;
}

export function libraryOfHeaderType(type: HeaderType): Library | null {
  return LIBRARIES.find((l) => HEADER_TYPE_OF[l] === type) ?? null;
}

/** The library title: 零部件库 / 元器件库 / 材料库, or 资源库 on home. */
export function libraryTitle(type: HeaderType): string {
  return libraryTitleOf(type);
}

/** The library of the portal layout the page is rendered in (null outside the portal layout). */
export const LibraryContext = createContext<Library | null>(null);

export function useLibrary(): Library | null {
  return useContext(LibraryContext);
}
