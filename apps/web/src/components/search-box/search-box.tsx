import { SearchOutlined } from '@ant-design/icons';
import { addKeyword, backspaceOnEmpty, checkSearch, editTag, KEYWORD_MAX_LENGTH } from '@jianku/rules';
import { Button, type InputRef, Tag } from 'antd';
// antd's Input alone: its index brings Search, TextArea, Password and OTP along as Input's statics, which
// the shell never draws (issue 17: first-load JavaScript)
import Input from 'antd/es/input/Input';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/feedback.ts';
import { lazyWithPreload } from '../../lib/module-reload.ts';
import type { Library } from '../library/library.ts';
import { searchPath } from './search-path.ts';
import { useSuggestions } from './use-suggestions.ts';
import './search-box.css';

export const SEARCH_BOX_PLACEHOLDER = '输入型号、名称或参数，回车添加关键字';
/** What Enter does, told on the library pages (issue 15: the first Enter only makes a keyword tag). */
/** In the box after Enter made a keyword that is not searched yet (issue 15: the first Enter only adds a tag). */
export const SEARCH_BOX_PENDING_HINT = '已添加关键字：再按回车开始搜索，或继续输入';
export const SEARCH_BOX_ENTER_HINT =
  '输入后按回车添加为关键字，可添加多个；输入框为空时再按回车或点击“搜索”开始搜索';

/** The suggestions' AutoComplete loads when a box is first approached (pointer or focus); until then a plain input. */
const SuggestAutoComplete = lazyWithPreload(() =>
  import('./suggest-auto-complete.ts').then((m) => ({ default: m.SuggestAutoComplete })),
);
let suggestLoaded = false;

/**
 * Whether the AutoComplete is in, and `approach()` to fetch it. When it arrives, the input (now inside it) is
 * mounted anew: `inputRef` gets the focus and the caret back if the old one had them.
 */
function useSuggestLoader(inputRef: { current: InputRef | null }) {
  const [ready, setReady] = useState(suggestLoaded);
  const hadFocus = useRef(false);
  const approach = () => {
    if (ready) return;
    void SuggestAutoComplete.preload().then(() => {
      suggestLoaded = true;
      const element = inputRef.current?.input;
      hadFocus.current = element !== null && element !== undefined && element === document.activeElement;
      // At once: the focus read above must still hold when the input is swapped (a click between the two would
      // focus the old input and lose its focus with it, and the keys typed next would go nowhere).
      flushSync(() => setReady(true));
    });
  };
  useLayoutEffect(() => {
    if (!ready || !hadFocus.current) return;
    hadFocus.current = false;
    const end = inputRef.current?.input?.value.length ?? 0;
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(end, end);
  }, [ready, inputRef]);
  return { ready, approach };
}

export interface SearchBoxProps {
  /** The library searched: decides the suggestion endpoint and the results page. */
  library: Library;
  /** The tags to show (the search in the address); the box follows when they change. */
  keywords?: readonly string[];
  /** A search with these keywords; by default the library's results page is opened. */
  onSearch?: (keywords: string[]) => void;
  /** Searching with nothing typed is allowed (a search inside a category): no 请输入内容再进行搜索. */
  allowEmpty?: boolean;
  size?: 'middle' | 'large';
  placeholder?: string;
  /** Shown before the tags (the library chooser of the home page). */
  prefix?: ReactNode;
  className?: string;
}

/**
 * The typed search box (spec §4 Search box, §5 Search): the words typed become tags on Enter, at most 10
 * (关键字最多10个), never twice (关键字不能重复), each trimmed and at most 128 characters; backspace on an
 * empty input pulls the last tag back without its last character; clicking a tag moves it back into the
 * input. Suggestions come from the library's suggest endpoint while typing (debounced) and are chosen with
 * the mouse or the arrow keys and Enter; Enter without the arrow keys adds what was typed, never the suggestion
 * the dropdown happens to highlight (issue 15: "0603" + Enter searches 0603). Errors are 1-second toasts (SPEC-8.22). All rules are the shared
 * pure functions of @jianku/rules.
 * Long because the component's state, effects and handlers work on one render; split it when it grows (issue 16).
 */
export function SearchBox({
  library,
  keywords,
  onSearch,
  allowEmpty = false,
  size = 'middle',
  placeholder = SEARCH_BOX_PLACEHOLDER,
  prefix,
  className,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const [tags, setTags] = useState<string[]>(() => [...(keywords ?? [])]);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<InputRef>(null);
  /** Set when a suggestion was picked by Enter, so the same key press does not also add or search. */
  const picked = useRef(false);
  /** The arrow keys moved through the suggestions since the text last changed (a suggestion is being chosen). */
  const navigated = useRef(false);
  /**
   * Enter pressed on the typed text, no suggestion chosen with the arrow keys: the dropdown may still have one
   * highlighted (it highlights the first that starts with the text), and that must not replace what was typed.
   */
  const enterOnTyped = useRef(false);
  const suggestions = useSuggestions(library, text);
  const suggest = useSuggestLoader(inputRef);

  // The box follows the address (a new search, back / forward, a shared link).
  const keywordsKey = JSON.stringify(keywords ?? []);
  useEffect(() => {
    setTags(JSON.parse(keywordsKey) as string[]);
    setText('');
  }, [keywordsKey]);

  const add = (value: string): boolean => {
    const result = addKeyword(tags, value);
    if ('error' in result) {
      toast.searchError(result.error);
      return false;
    }
    setTags(result.tags);
    setText('');
    return true;
  };

  const search = () => {
    const result = checkSearch(tags, text, allowEmpty);
    if ('error' in result) {
      toast.searchError(result.error);
      return;
    }
    setTags(result.keywords);
    setText('');
    setOpen(false);
    if (onSearch) onSearch(result.keywords);
    else navigate(searchPath(library, result.keywords));
  };

  /**
   * Enter on the input: the typed text is kept here and acted on by finishEnter, once the key press has passed
   * the dropdown, which handles Enter on a highlighted suggestion (onSelect) in its own listener on an element
   * around the input. Bubbling reaches the box after both, on React and on Preact alike (Preact listens on each
   * element and runs microtasks between two listeners, so a microtask would come too early).
   */
  const enterTyped = useRef<string | null>(null);
  const finishEnter = () => {
    const typed = enterTyped.current;
    if (typed === null) return;
    enterTyped.current = null;
    enterOnTyped.current = false;
    if (picked.current) {
      picked.current = false;
      return;
    }
    // Enter adds the typed words as a tag (blank text is dropped); Enter on an empty input searches.
    if (typed === '') search();
    else if (typed.trim() === '') setText('');
    else add(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      enterTyped.current = event.currentTarget.value;
      return;
    }
    if (event.key === 'Backspace' && event.currentTarget.value === '' && tags.length > 0) {
      event.preventDefault();
      const next = backspaceOnEmpty(tags);
      setTags(next.tags);
      setText(next.text);
    }
  };

  const edit = (index: number) => {
    const next = editTag(tags, index, text);
    setTags(next.tags);
    setText(next.text);
    inputRef.current?.focus();
  };

  const remove = (index: number) => setTags(tags.filter((_, i) => i !== index));

  const options = suggestions.map((s) => ({ value: s, label: s }));

  const onTextChange = (value: string) => {
    if (enterOnTyped.current) return;
    navigated.current = false;
    setText(
      Array.from(value ?? '')
        .slice(0, KEYWORD_MAX_LENGTH)
        .join(''),
    );
    setOpen(true);
  };
  const field = (
    <Input
      ref={inputRef}
      variant="borderless"
      size={size}
      maxLength={KEYWORD_MAX_LENGTH}
      placeholder={
        tags.length === 0 ? placeholder : keywordsKey !== JSON.stringify(tags) ? SEARCH_BOX_PENDING_HINT : ''
      }
      aria-label="搜索关键字"
      onKeyDown={onKeyDown}
      {...(suggest.ready
        ? {}
        : { value: text, onChange: (e: ChangeEvent<HTMLInputElement>) => onTextChange(e.target.value) })}
    />
  );

  // Before the AutoComplete is in: the input in a box of the AutoComplete's class, so nothing moves when it comes.
  const plain = <div className="jk-search-box-input jk-search-box-plain">{field}</div>;

  return (
    <search
      onPointerEnter={suggest.approach}
      onFocusCapture={suggest.approach}
      className={`jk-search-box jk-search-box--${size}${className ? ` ${className}` : ''}`}
      onKeyDownCapture={(event) => {
        if (event.nativeEvent.isComposing) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') navigated.current = true;
        enterOnTyped.current = event.key === 'Enter' && !navigated.current;
      }}
      onKeyDown={finishEnter}
    >
      {prefix}
      <div className="jk-search-box-field">
        {tags.map((tag, index) => (
          <Tag
            key={tag}
            className="jk-search-tag"
            closable
            color="blue"
            onClose={(e) => {
              e.preventDefault();
              remove(index);
            }}
          >
            <button type="button" className="jk-search-tag-text" title="点击编辑" onClick={() => edit(index)}>
              {tag}
            </button>
          </Tag>
        ))}
        {suggest.ready ? (
          <Suspense fallback={plain}>
            <SuggestAutoComplete
              className="jk-search-box-input"
              value={text}
              options={options}
              open={open && options.length > 0}
              onOpenChange={setOpen}
              defaultActiveFirstOption={false}
              onChange={(value) => onTextChange(String(value ?? ''))}
              onSelect={(value) => {
                if (enterOnTyped.current) return;
                // An Enter that picked this clears the flag in finishEnter, as the key press reaches the box; a
                // mouse pick has no Enter to clear it.
                picked.current = true;
                setTimeout(() => {
                  picked.current = false;
                }, 0);
                add(String(value));
                setOpen(false);
              }}
              popupMatchSelectWidth={false}
            >
              {field}
            </SuggestAutoComplete>
          </Suspense>
        ) : (
          plain
        )}
      </div>
      <Button
        type="primary"
        size={size}
        icon={<SearchOutlined />}
        onClick={search}
        className="jk-search-box-button"
      >
        搜索
      </Button>
    </search>
  );
}
