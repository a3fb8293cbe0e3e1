'use client';

import { useEffect, useState } from 'react';
import { watchUser, type User } from '@/lib/firebase/auth';

/** The signed-in user: undefined while Firebase finds out, then the user or null. */
export function useUser(): User | null | undefined {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => watchUser(setUser), []);
  return user;
}
