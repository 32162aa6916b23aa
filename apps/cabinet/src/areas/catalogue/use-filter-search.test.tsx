import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFilterSearch } from './use-filter-search';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/courses/adults?program=5&page=3']}>{children}</MemoryRouter>
);

const render = () => renderHook(() => ({ ...useFilterSearch(), location: useLocation() }), { wrapper });

describe('the catalogue filters a person changes', () => {
  it('reads the filters and the page from the address', () => {
    const { result } = render();
    expect(result.current.filters).toEqual({ program_id: 5 });
    expect(result.current.page).toBe(3);
  });

  it('keeps both of two filters chosen before the page renders with the first', () => {
    const { result } = render();
    act(() => {
      result.current.change('teacher_id', '20');
      result.current.change('format', 'online');
    });
    expect(result.current.location.search).toBe('?program=5&teacher=20&format=online');
    expect(result.current.filters).toEqual({ program_id: 5, teacher_id: 20, format: 'online' });
  });

  it('clears a filter with an empty value and starts again from page 1', () => {
    const { result } = render();
    act(() => result.current.change('program_id', ''));
    expect(result.current.location.search).toBe('');
  });
});
