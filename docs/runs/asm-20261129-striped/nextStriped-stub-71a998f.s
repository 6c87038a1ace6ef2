Compiled method (c2)    2371  999       4       dev.seqid.benchmarks.jmh_generated.GeneratorBenchmark_nextStriped_jmhTest::nextStriped_thrpt_jmhStub (59 bytes)
    7f0010f35b20:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f0010f35b27:	55                   	push   %rbp
    7f0010f35b28:	48 83 ec 60          	sub    $0x60,%rsp
    7f0010f35b2c:	48 89 7c 24 08       	mov    %rdi,0x8(%rsp)
    7f0010f35b31:	48 89 74 24 70       	mov    %rsi,0x70(%rsp)
    7f0010f35b36:	48 89 54 24 78       	mov    %rdx,0x78(%rsp)
    7f0010f35b3b:	49 ba 00 6d 83 27 00 	movabs $0x7f0027836d00,%r10
    7f0010f35b42:	7f 00 00 
    7f0010f35b45:	41 ff d2             	call   *%r10
    7f0010f35b48:	4c 8b 54 24 78       	mov    0x78(%rsp),%r10
    7f0010f35b4d:	49 89 42 28          	mov    %rax,0x28(%r10)
    7f0010f35b51:	4c 8b 94 24 88 00 00 	mov    0x88(%rsp),%r10
    7f0010f35b58:	00 
    7f0010f35b59:	4d 85 d2             	test   %r10,%r10
    7f0010f35b5c:	0f 84 23 0a 00 00    	je     0x7f0010f36585
    7f0010f35b62:	4c 8b 94 24 80 00 00 	mov    0x80(%rsp),%r10
    7f0010f35b69:	00 
    7f0010f35b6a:	45 8b 52 14          	mov    0x14(%r10),%r10d
    7f0010f35b6e:	47 8b 4c d4 28       	mov    0x28(%r12,%r10,8),%r9d
    7f0010f35b73:	4d 8b 9f 88 02 00 00 	mov    0x288(%r15),%r11
    7f0010f35b7a:	4d 8b 1b             	mov    (%r11),%r11
    7f0010f35b7d:	4c 89 5c 24 40       	mov    %r11,0x40(%rsp)
    7f0010f35b82:	4d 8b 5b 20          	mov    0x20(%r11),%r11
    7f0010f35b86:	45 8b db             	mov    %r11d,%r11d
    7f0010f35b89:	41 83 e3 3f          	and    $0x3f,%r11d
    7f0010f35b8d:	41 8b eb             	mov    %r11d,%ebp
    7f0010f35b90:	83 c5 20             	add    $0x20,%ebp
    7f0010f35b93:	47 8b 44 cc 0c       	mov    0xc(%r12,%r9,8),%r8d
    7f0010f35b98:	41 3b e8             	cmp    %r8d,%ebp
    7f0010f35b9b:	0f 83 ef 09 00 00    	jae    0x7f0010f36590
    7f0010f35ba1:	4f 8d 04 cc          	lea    (%r12,%r9,8),%r8
    7f0010f35ba5:	47 8b 9c 98 90 00 00 	mov    0x90(%r8,%r11,4),%r11d
    7f0010f35bac:	00 
    7f0010f35bad:	43 8b ac dc 90 00 00 	mov    0x90(%r12,%r11,8),%ebp
    7f0010f35bb4:	00 
    7f0010f35bb5:	4c 8b c5             	mov    %rbp,%r8
    7f0010f35bb8:	49 c1 e0 03          	shl    $0x3,%r8
    7f0010f35bbc:	4c 8b 4c 24 40       	mov    0x40(%rsp),%r9
    7f0010f35bc1:	4d 3b c1             	cmp    %r9,%r8
    7f0010f35bc4:	0f 85 56 0a 00 00    	jne    0x7f0010f36620
    7f0010f35bca:	47 8b 4c dc 08       	mov    0x8(%r12,%r11,8),%r9d
    7f0010f35bcf:	41 81 f9 88 8a 08 01 	cmp    $0x1088a88,%r9d
    7f0010f35bd6:	0f 85 88 0a 00 00    	jne    0x7f0010f36664
    7f0010f35bdc:	4b 8d 1c dc          	lea    (%r12,%r11,8),%rbx
    7f0010f35be0:	44 8b ab cc 00 00 00 	mov    0xcc(%rbx),%r13d
    7f0010f35be7:	44 8b 9b c8 00 00 00 	mov    0xc8(%rbx),%r11d
    7f0010f35bee:	4f 8d 04 d4          	lea    (%r12,%r10,8),%r8
    7f0010f35bf2:	45 3b eb             	cmp    %r11d,%r13d
    7f0010f35bf5:	0f 84 81 06 00 00    	je     0x7f0010f3627c
    7f0010f35bfb:	4c 8b b3 a8 00 00 00 	mov    0xa8(%rbx),%r14
    7f0010f35c02:	49 bb 00 00 00 00 00 	movabs $0x8000000000000000,%r11
    7f0010f35c09:	00 00 80 
    7f0010f35c0c:	4d 3b f3             	cmp    %r11,%r14
    7f0010f35c0f:	0f 84 1f 0a 00 00    	je     0x7f0010f36634
    7f0010f35c15:	43 8b 6c d4 20       	mov    0x20(%r12,%r10,8),%ebp
    7f0010f35c1a:	45 8b 5c ec 08       	mov    0x8(%r12,%rbp,8),%r11d
    7f0010f35c1f:	41 81 fb 68 28 02 01 	cmp    $0x1022868,%r11d
    7f0010f35c26:	0f 85 d4 09 00 00    	jne    0x7f0010f36600
    7f0010f35c2c:	48 c1 e5 03          	shl    $0x3,%rbp
    7f0010f35c30:	44 8b 5d 0c          	mov    0xc(%rbp),%r11d
    7f0010f35c34:	41 83 fb 01          	cmp    $0x1,%r11d
    7f0010f35c38:	0f 84 92 05 00 00    	je     0x7f0010f361d0
    7f0010f35c3e:	44 0f b6 55 24       	movzbl 0x24(%rbp),%r10d
    7f0010f35c43:	45 85 d2             	test   %r10d,%r10d
    7f0010f35c46:	0f 84 79 07 00 00    	je     0x7f0010f363c5
    7f0010f35c4c:	48 8b 45 10          	mov    0x10(%rbp),%rax
    7f0010f35c50:	49 3b c6             	cmp    %r14,%rax
    7f0010f35c53:	0f 8d 7b 07 00 00    	jge    0x7f0010f363d4
    7f0010f35c59:	44 8b 83 d4 00 00 00 	mov    0xd4(%rbx),%r8d
    7f0010f35c60:	4d 8b 9f 08 01 00 00 	mov    0x108(%r15),%r11
    7f0010f35c67:	4d 8b d3             	mov    %r11,%r10
    7f0010f35c6a:	49 83 c2 20          	add    $0x20,%r10
    7f0010f35c6e:	45 8b cd             	mov    %r13d,%r9d
    7f0010f35c71:	41 d1 e1             	shl    %r9d
    7f0010f35c74:	44 03 8b c4 00 00 00 	add    0xc4(%rbx),%r9d
    7f0010f35c7b:	41 ff c5             	inc    %r13d
    7f0010f35c7e:	44 89 ab cc 00 00 00 	mov    %r13d,0xcc(%rbx)
    7f0010f35c85:	4d 3b 97 18 01 00 00 	cmp    0x118(%r15),%r10
    7f0010f35c8c:	0f 83 bb 07 00 00    	jae    0x7f0010f3644d
    7f0010f35c92:	4d 89 97 08 01 00 00 	mov    %r10,0x108(%r15)
    7f0010f35c99:	41 0f 18 82 00 01 00 	prefetchnta 0x100(%r10)
    7f0010f35ca0:	00 
    7f0010f35ca1:	49 c7 03 01 00 00 00 	movq   $0x1,(%r11)
                 ;   {metadata('java/util/UUID')}
    7f0010f35ca8:	41 c7 43 08 d8 d3 0c 	movl   $0x10cd3d8,0x8(%r11)
    7f0010f35caf:	01 
    7f0010f35cb0:	45 89 63 0c          	mov    %r12d,0xc(%r11)
    7f0010f35cb4:	4d 89 63 10          	mov    %r12,0x10(%r11)
    7f0010f35cb8:	4d 89 63 18          	mov    %r12,0x18(%r11)
                 ; implicit exception: dispatches to 0x00007f0010f36774
    7f0010f35cbc:	47 8b 54 c4 0c       	mov    0xc(%r12,%r8,8),%r10d
    7f0010f35cc1:	45 3b ca             	cmp    %r10d,%r9d
    7f0010f35cc4:	0f 83 da 08 00 00    	jae    0x7f0010f365a4
    7f0010f35cca:	41 8b d9             	mov    %r9d,%ebx
    7f0010f35ccd:	ff c3                	inc    %ebx
    7f0010f35ccf:	4b 8d 0c c4          	lea    (%r12,%r8,8),%rcx
    7f0010f35cd3:	4a 8b 6c c9 10       	mov    0x10(%rcx,%r9,8),%rbp
    7f0010f35cd8:	41 3b da             	cmp    %r10d,%ebx
    7f0010f35cdb:	0f 83 f7 08 00 00    	jae    0x7f0010f365d8
    7f0010f35ce1:	49 89 6b 10          	mov    %rbp,0x10(%r11)
    7f0010f35ce5:	4d 63 d1             	movslq %r9d,%r10
    7f0010f35ce8:	4e 8b 54 d1 18       	mov    0x18(%rcx,%r10,8),%r10
    7f0010f35ced:	4d 89 53 18          	mov    %r10,0x18(%r11)
    7f0010f35cf1:	4c 8b 4c 24 08       	mov    0x8(%rsp),%r9
    7f0010f35cf6:	4d 85 c9             	test   %r9,%r9
    7f0010f35cf9:	0f 84 f1 08 00 00    	je     0x7f0010f365f0
    7f0010f35cff:	4c 8b 5c 24 70       	mov    0x70(%rsp),%r11
                 ; implicit exception: dispatches to 0x00007f0010f36784
    7f0010f35d04:	45 0f b6 93 94 00 00 	movzbl 0x94(%r11),%r10d
    7f0010f35d0b:	00 
    7f0010f35d0c:	45 85 d2             	test   %r10d,%r10d
    7f0010f35d0f:	0f 85 3f 04 00 00    	jne    0x7f0010f36154
    7f0010f35d15:	bb 01 00 00 00       	mov    $0x1,%ebx
    7f0010f35d1a:	e9 a1 01 00 00       	jmp    0x7f0010f35ec0
    7f0010f35d1f:	44 8b 97 94 00 00 00 	mov    0x94(%rdi),%r10d
    7f0010f35d26:	8b 97 b8 00 00 00    	mov    0xb8(%rdi),%edx
    7f0010f35d2c:	44 03 c2             	add    %edx,%r8d
    7f0010f35d2f:	45 3b c2             	cmp    %r10d,%r8d
    7f0010f35d32:	7d 74                	jge    0x7f0010f35da8
    7f0010f35d34:	48 89 74 24 18       	mov    %rsi,0x18(%rsp)
    7f0010f35d39:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f0010f35d3e:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f0010f35d43:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f0010f35d47:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0010f35d4c:	48 8b d7             	mov    %rdi,%rdx
    7f0010f35d4f:	48 8b ef             	mov    %rdi,%rbp
    7f0010f35d52:	90                   	nop
    7f0010f35d53:	e8 28 33 a5 ff       	call   0x7f0010989080
    7f0010f35d58:	48 8b 74 24 18       	mov    0x18(%rsp),%rsi
    7f0010f35d5d:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f0010f35d62:	90                   	nop
    7f0010f35d63:	e8 18 33 a5 ff       	call   0x7f0010989080
    7f0010f35d68:	85 c0                	test   %eax,%eax
    7f0010f35d6a:	74 20                	je     0x7f0010f35d8c
    7f0010f35d6c:	48 8b 74 24 18       	mov    0x18(%rsp),%rsi
    7f0010f35d71:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f0010f35d76:	90                   	nop
    7f0010f35d77:	e8 04 33 a5 ff       	call   0x7f0010989080
    7f0010f35d7c:	48 8b 74 24 18       	mov    0x18(%rsp),%rsi
    7f0010f35d81:	48 8b 54 24 10       	mov    0x10(%rsp),%rdx
    7f0010f35d86:	90                   	nop
    7f0010f35d87:	e8 f4 32 a5 ff       	call   0x7f0010989080
    7f0010f35d8c:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f0010f35d91:	44 8b 87 cc 00 00 00 	mov    0xcc(%rdi),%r8d
    7f0010f35d98:	4c 8b 5c 24 70       	mov    0x70(%rsp),%r11
    7f0010f35d9d:	4c 8b 0c 24          	mov    (%rsp),%r9
    7f0010f35da1:	48 8b 5c 24 08       	mov    0x8(%rsp),%rbx
    7f0010f35da6:	eb 65                	jmp    0x7f0010f35e0d
    7f0010f35da8:	48 89 74 24 18       	mov    %rsi,0x18(%rsp)
    7f0010f35dad:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f0010f35db2:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f0010f35db7:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f0010f35dbb:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0010f35dc0:	48 8b d7             	mov    %rdi,%rdx
    7f0010f35dc3:	48 8b ef             	mov    %rdi,%rbp
    7f0010f35dc6:	90                   	nop
    7f0010f35dc7:	e8 b4 32 a5 ff       	call   0x7f0010989080
    7f0010f35dcc:	48 8b 74 24 18       	mov    0x18(%rsp),%rsi
    7f0010f35dd1:	48 8b d5             	mov    %rbp,%rdx
    7f0010f35dd4:	48 8b 2c 24          	mov    (%rsp),%rbp
                 ;   {optimized virtual_call}
    7f0010f35dd8:	66 66 90             	data16 xchg %ax,%ax
    7f0010f35ddb:	e8 a0 32 a5 ff       	call   0x7f0010989080
    7f0010f35de0:	45 33 c0             	xor    %r8d,%r8d
    7f0010f35de3:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f0010f35de8:	eb ae                	jmp    0x7f0010f35d98
    7f0010f35dea:	c6 45 24 01          	movb   $0x1,0x24(%rbp)
    7f0010f35dee:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7f0010f35df4:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f0010f35dfa:	66 0f 1f 44 00 00    	nopw   0x0(%rax,%rax,1)
    7f0010f35e00:	48 8b 6d 10          	mov    0x10(%rbp),%rbp
    7f0010f35e04:	48 3b e8             	cmp    %rax,%rbp
    7f0010f35e07:	0f 8d 0a 02 00 00    	jge    0x7f0010f36017
    7f0010f35e0d:	49 8b 87 08 01 00 00 	mov    0x108(%r15),%rax
    7f0010f35e14:	8b af d4 00 00 00    	mov    0xd4(%rdi),%ebp
    7f0010f35e1a:	48 8b c8             	mov    %rax,%rcx
    7f0010f35e1d:	48 83 c1 20          	add    $0x20,%rcx
    7f0010f35e21:	45 8b d0             	mov    %r8d,%r10d
    7f0010f35e24:	41 d1 e2             	shl    %r10d
    7f0010f35e27:	44 03 97 c4 00 00 00 	add    0xc4(%rdi),%r10d
    7f0010f35e2e:	41 ff c0             	inc    %r8d
    7f0010f35e31:	44 89 87 cc 00 00 00 	mov    %r8d,0xcc(%rdi)
    7f0010f35e38:	49 3b 8f 18 01 00 00 	cmp    0x118(%r15),%rcx
    7f0010f35e3f:	0f 83 24 02 00 00    	jae    0x7f0010f36069
    7f0010f35e45:	49 89 8f 08 01 00 00 	mov    %rcx,0x108(%r15)
    7f0010f35e4c:	0f 18 81 00 01 00 00 	prefetchnta 0x100(%rcx)
    7f0010f35e53:	48 c7 00 01 00 00 00 	movq   $0x1,(%rax)
    7f0010f35e5a:	c7 40 08 d8 d3 0c 01 	movl   $0x10cd3d8,0x8(%rax)
    7f0010f35e61:	44 89 60 0c          	mov    %r12d,0xc(%rax)
    7f0010f35e65:	4c 89 60 10          	mov    %r12,0x10(%rax)
    7f0010f35e69:	4c 89 60 18          	mov    %r12,0x18(%rax)
    7f0010f35e6d:	41 8b 4c ec 0c       	mov    0xc(%r12,%rbp,8),%ecx
    7f0010f35e72:	44 3b d1             	cmp    %ecx,%r10d
    7f0010f35e75:	0f 83 8d 02 00 00    	jae    0x7f0010f36108
    7f0010f35e7b:	41 8b fa             	mov    %r10d,%edi
    7f0010f35e7e:	ff c7                	inc    %edi
    7f0010f35e80:	49 8d 14 ec          	lea    (%r12,%rbp,8),%rdx
    7f0010f35e84:	4e 8b 44 d2 10       	mov    0x10(%rdx,%r10,8),%r8
    7f0010f35e89:	3b f9                	cmp    %ecx,%edi
    7f0010f35e8b:	0f 83 9b 02 00 00    	jae    0x7f0010f3612c
    7f0010f35e91:	4c 89 40 10          	mov    %r8,0x10(%rax)
    7f0010f35e95:	48 83 c3 01          	add    $0x1,%rbx
    7f0010f35e99:	4d 63 d2             	movslq %r10d,%r10
    7f0010f35e9c:	4e 8b 54 d2 18       	mov    0x18(%rdx,%r10,8),%r10
    7f0010f35ea1:	4c 89 50 18          	mov    %r10,0x18(%rax)
    7f0010f35ea5:	45 0f b6 93 94 00 00 	movzbl 0x94(%r11),%r10d
    7f0010f35eac:	00 
    7f0010f35ead:	4d 8b 87 48 03 00 00 	mov    0x348(%r15),%r8
                 ;   {poll}
    7f0010f35eb4:	41 85 00             	test   %eax,(%r8)
    7f0010f35eb7:	45 85 d2             	test   %r10d,%r10d
    7f0010f35eba:	0f 85 99 02 00 00    	jne    0x7f0010f36159
    7f0010f35ec0:	4c 8b 94 24 80 00 00 	mov    0x80(%rsp),%r10
    7f0010f35ec7:	00 
    7f0010f35ec8:	45 8b 52 14          	mov    0x14(%r10),%r10d
                 ; implicit exception: dispatches to 0x00007f0010f366bc
    7f0010f35ecc:	47 8b 44 d4 28       	mov    0x28(%r12,%r10,8),%r8d
    7f0010f35ed1:	48 8b 4c 24 40       	mov    0x40(%rsp),%rcx
    7f0010f35ed6:	48 8b 49 20          	mov    0x20(%rcx),%rcx
    7f0010f35eda:	8b c9                	mov    %ecx,%ecx
    7f0010f35edc:	83 e1 3f             	and    $0x3f,%ecx
    7f0010f35edf:	8b f9                	mov    %ecx,%edi
    7f0010f35ee1:	83 c7 20             	add    $0x20,%edi
                 ; implicit exception: dispatches to 0x00007f0010f366c8
    7f0010f35ee4:	43 8b 74 c4 0c       	mov    0xc(%r12,%r8,8),%esi
    7f0010f35ee9:	3b fe                	cmp    %esi,%edi
    7f0010f35eeb:	0f 83 e9 01 00 00    	jae    0x7f0010f360da
    7f0010f35ef1:	49 c1 e0 03          	shl    $0x3,%r8
    7f0010f35ef5:	41 8b bc 88 90 00 00 	mov    0x90(%r8,%rcx,4),%edi
    7f0010f35efc:	00 
    7f0010f35efd:	41 8b 8c fc 90 00 00 	mov    0x90(%r12,%rdi,8),%ecx
    7f0010f35f04:	00 
    7f0010f35f05:	4c 8b c1             	mov    %rcx,%r8
    7f0010f35f08:	49 c1 e0 03          	shl    $0x3,%r8
    7f0010f35f0c:	48 8b 54 24 40       	mov    0x40(%rsp),%rdx
    7f0010f35f11:	4c 3b c2             	cmp    %rdx,%r8
    7f0010f35f14:	0f 85 f2 02 00 00    	jne    0x7f0010f3620c
    7f0010f35f1a:	45 8b 44 fc 08       	mov    0x8(%r12,%rdi,8),%r8d
    7f0010f35f1f:	41 81 f8 88 8a 08 01 	cmp    $0x1088a88,%r8d
    7f0010f35f26:	0f 85 64 07 00 00    	jne    0x7f0010f36690
    7f0010f35f2c:	48 c1 e7 03          	shl    $0x3,%rdi
    7f0010f35f30:	44 8b 87 cc 00 00 00 	mov    0xcc(%rdi),%r8d
    7f0010f35f37:	8b 97 c8 00 00 00    	mov    0xc8(%rdi),%edx
    7f0010f35f3d:	4b 8d 34 d4          	lea    (%r12,%r10,8),%rsi
    7f0010f35f41:	44 3b c2             	cmp    %edx,%r8d
    7f0010f35f44:	0f 84 d5 fd ff ff    	je     0x7f0010f35d1f
    7f0010f35f4a:	48 8b 87 a8 00 00 00 	mov    0xa8(%rdi),%rax
    7f0010f35f51:	48 b9 00 00 00 00 00 	movabs $0x8000000000000000,%rcx
    7f0010f35f58:	00 00 80 
    7f0010f35f5b:	48 3b c1             	cmp    %rcx,%rax
    7f0010f35f5e:	0f 84 d8 02 00 00    	je     0x7f0010f3623c
    7f0010f35f64:	43 8b 54 d4 20       	mov    0x20(%r12,%r10,8),%edx
    7f0010f35f69:	41 8b 4c d4 08       	mov    0x8(%r12,%rdx,8),%ecx
    7f0010f35f6e:	81 f9 68 28 02 01    	cmp    $0x1022868,%ecx
    7f0010f35f74:	0f 85 1c 02 00 00    	jne    0x7f0010f36196
    7f0010f35f7a:	49 8d 2c d4          	lea    (%r12,%rdx,8),%rbp
    7f0010f35f7e:	8b 4d 0c             	mov    0xc(%rbp),%ecx
    7f0010f35f81:	83 f9 01             	cmp    $0x1,%ecx
    7f0010f35f84:	74 11                	je     0x7f0010f35f97
    7f0010f35f86:	0f b6 4d 24          	movzbl 0x24(%rbp),%ecx
    7f0010f35f8a:	85 c9                	test   %ecx,%ecx
    7f0010f35f8c:	0f 84 58 fe ff ff    	je     0x7f0010f35dea
    7f0010f35f92:	e9 69 fe ff ff       	jmp    0x7f0010f35e00
    7f0010f35f97:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7f0010f35f9c:	48 89 74 24 20       	mov    %rsi,0x20(%rsp)
    7f0010f35fa1:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f0010f35fa6:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f0010f35fab:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f0010f35fb0:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f0010f35fb4:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0010f35fb9:	49 ba 80 6c 83 27 00 	movabs $0x7f0027836c80,%r10
    7f0010f35fc0:	7f 00 00 
    7f0010f35fc3:	41 ff d2             	call   *%r10
    7f0010f35fc6:	48 89 44 24 30       	mov    %rax,0x30(%rsp)
    7f0010f35fcb:	48 3b 45 18          	cmp    0x18(%rbp),%rax
    7f0010f35fcf:	0f 85 d5 00 00 00    	jne    0x7f0010f360aa
    7f0010f35fd5:	44 8b 55 20          	mov    0x20(%rbp),%r10d
    7f0010f35fd9:	41 ff c2             	inc    %r10d
    7f0010f35fdc:	44 89 55 20          	mov    %r10d,0x20(%rbp)
    7f0010f35fe0:	41 81 fa 00 08 00 00 	cmp    $0x800,%r10d
    7f0010f35fe7:	0f 8d d4 00 00 00    	jge    0x7f0010f360c1
    7f0010f35fed:	48 8b e8             	mov    %rax,%rbp
    7f0010f35ff0:	4c 8b 5c 24 70       	mov    0x70(%rsp),%r11
    7f0010f35ff5:	4c 8b 0c 24          	mov    (%rsp),%r9
    7f0010f35ff9:	48 8b 5c 24 08       	mov    0x8(%rsp),%rbx
    7f0010f35ffe:	48 8b 7c 24 10       	mov    0x10(%rsp),%rdi
    7f0010f36003:	44 8b 44 24 18       	mov    0x18(%rsp),%r8d
    7f0010f36008:	48 8b 74 24 20       	mov    0x20(%rsp),%rsi
    7f0010f3600d:	48 8b 44 24 28       	mov    0x28(%rsp),%rax
    7f0010f36012:	e9 ed fd ff ff       	jmp    0x7f0010f35e04
    7f0010f36017:	44 8b 87 cc 00 00 00 	mov    0xcc(%rdi),%r8d
    7f0010f3601e:	44 8b 97 c8 00 00 00 	mov    0xc8(%rdi),%r10d
    7f0010f36025:	45 3b c2             	cmp    %r10d,%r8d
    7f0010f36028:	7c 12                	jl     0x7f0010f3603c
    7f0010f3602a:	44 8b 97 94 00 00 00 	mov    0x94(%rdi),%r10d
    7f0010f36031:	8b 97 b8 00 00 00    	mov    0xb8(%rdi),%edx
    7f0010f36037:	e9 f0 fc ff ff       	jmp    0x7f0010f35d2c
    7f0010f3603c:	48 89 74 24 18       	mov    %rsi,0x18(%rsp)
    7f0010f36041:	48 89 7c 24 10       	mov    %rdi,0x10(%rsp)
    7f0010f36046:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f0010f3604b:	4c 89 0c 24          	mov    %r9,(%rsp)
    7f0010f3604f:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0010f36054:	48 8b d7             	mov    %rdi,%rdx
    7f0010f36057:	41 8b c8             	mov    %r8d,%ecx
    7f0010f3605a:	48 8b ef             	mov    %rdi,%rbp
    7f0010f3605d:	66 90                	xchg   %ax,%ax
    7f0010f3605f:	e8 1c 30 a5 ff       	call   0x7f0010989080
    7f0010f36064:	e9 ef fc ff ff       	jmp    0x7f0010f35d58
    7f0010f36069:	44 89 54 24 0c       	mov    %r10d,0xc(%rsp)
    7f0010f3606e:	89 6c 24 08          	mov    %ebp,0x8(%rsp)
    7f0010f36072:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f0010f36076:	4c 89 4c 24 70       	mov    %r9,0x70(%rsp)
    7f0010f3607b:	49 8b eb             	mov    %r11,%rbp
    7f0010f3607e:	48 be d8 d3 0c a0 ff 	movabs $0x7effa00cd3d8,%rsi
    7f0010f36085:	7e 00 00 
                 ;   {runtime_call _new_instance_Java}
    7f0010f36088:	66 66 90             	data16 xchg %ax,%ax
    7f0010f3608b:	e8 70 68 a6 ff       	call   0x7f001099c900
    7f0010f36090:	4c 8b dd             	mov    %rbp,%r11
    7f0010f36093:	4c 8b 4c 24 70       	mov    0x70(%rsp),%r9
    7f0010f36098:	48 8b 1c 24          	mov    (%rsp),%rbx
    7f0010f3609c:	8b 6c 24 08          	mov    0x8(%rsp),%ebp
    7f0010f360a0:	44 8b 54 24 0c       	mov    0xc(%rsp),%r10d
    7f0010f360a5:	e9 c3 fd ff ff       	jmp    0x7f0010f35e6d
    7f0010f360aa:	4c 8b d5             	mov    %rbp,%r10
    7f0010f360ad:	48 8b e8             	mov    %rax,%rbp
    7f0010f360b0:	49 89 42 18          	mov    %rax,0x18(%r10)
    7f0010f360b4:	41 c7 42 20 01 00 00 	movl   $0x1,0x20(%r10)
    7f0010f360bb:	00 
    7f0010f360bc:	e9 2f ff ff ff       	jmp    0x7f0010f35ff0
    7f0010f360c1:	48 8b f5             	mov    %rbp,%rsi
    7f0010f360c4:	48 8b d0             	mov    %rax,%rdx
    7f0010f360c7:	48 8b 2c 24          	mov    (%rsp),%rbp
    7f0010f360cb:	e8 b0 2f a5 ff       	call   0x7f0010989080
    7f0010f360d0:	48 8b 6c 24 30       	mov    0x30(%rsp),%rbp
    7f0010f360d5:	e9 16 ff ff ff       	jmp    0x7f0010f35ff0
    7f0010f360da:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0010f360df:	49 8b eb             	mov    %r11,%rbp
    7f0010f360e2:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f360e7:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f360ec:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f0010f360f0:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f0010f360f5:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0010f360fa:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7f0010f360ff:	89 7c 24 20          	mov    %edi,0x20(%rsp)
    7f0010f36103:	e8 f8 84 a5 ff       	call   0x7f001098e600
    7f0010f36108:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0010f3610d:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0010f36112:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f0010f36117:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f0010f3611c:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7f0010f36121:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7f0010f36126:	90                   	nop
    7f0010f36127:	e8 d4 84 a5 ff       	call   0x7f001098e600
    7f0010f3612c:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0010f36131:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0010f36136:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f0010f3613b:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f0010f36140:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7f0010f36145:	4c 89 44 24 28       	mov    %r8,0x28(%rsp)
    7f0010f3614a:	89 7c 24 30          	mov    %edi,0x30(%rsp)
    7f0010f3614e:	90                   	nop
    7f0010f3614f:	e8 ac 84 a5 ff       	call   0x7f001098e600
    7f0010f36154:	bb 01 00 00 00       	mov    $0x1,%ebx
    7f0010f36159:	49 ba 00 6d 83 27 00 	movabs $0x7f0027836d00,%r10
    7f0010f36160:	7f 00 00 
    7f0010f36163:	41 ff d2             	call   *%r10
    7f0010f36166:	4c 8b 54 24 78       	mov    0x78(%rsp),%r10
    7f0010f3616b:	49 89 42 30          	mov    %rax,0x30(%r10)
    7f0010f3616f:	4d 89 62 20          	mov    %r12,0x20(%r10)
    7f0010f36173:	c4 e1 fb 2a c3       	vcvtsi2sd %rbx,%xmm0,%xmm0
    7f0010f36178:	4c 8b 54 24 78       	mov    0x78(%rsp),%r10
    7f0010f3617d:	c4 c1 7b 11 42 18    	vmovsd %xmm0,0x18(%r10)
    7f0010f36183:	48 83 c4 60          	add    $0x60,%rsp
    7f0010f36187:	5d                   	pop    %rbp
                 ;   {poll_return}
    7f0010f36188:	49 3b a7 40 03 00 00 	cmp    0x340(%r15),%rsp
    7f0010f3618f:	0f 87 69 06 00 00    	ja     0x7f0010f367fe
    7f0010f36195:	c3                   	ret
    7f0010f36196:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f0010f3619b:	49 8b eb             	mov    %r11,%rbp
    7f0010f3619e:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f361a3:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f361a8:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f0010f361ac:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f0010f361b1:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0010f361b6:	48 89 7c 24 18       	mov    %rdi,0x18(%rsp)
    7f0010f361bb:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7f0010f361c0:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7f0010f361c5:	89 54 24 28          	mov    %edx,0x28(%rsp)
    7f0010f361c9:	66 90                	xchg   %ax,%ax
    7f0010f361cb:	e8 30 84 a5 ff       	call   0x7f001098e600
    7f0010f361d0:	4c 89 04 24          	mov    %r8,(%rsp)
    7f0010f361d4:	49 ba 80 6c 83 27 00 	movabs $0x7f0027836c80,%r10
    7f0010f361db:	7f 00 00 
    7f0010f361de:	41 ff d2             	call   *%r10
    7f0010f361e1:	48 3b 45 18          	cmp    0x18(%rbp),%rax
    7f0010f361e5:	0f 85 dc 02 00 00    	jne    0x7f0010f364c7
    7f0010f361eb:	44 8b 5d 20          	mov    0x20(%rbp),%r11d
    7f0010f361ef:	41 ff c3             	inc    %r11d
    7f0010f361f2:	44 89 5d 20          	mov    %r11d,0x20(%rbp)
    7f0010f361f6:	41 81 fb 00 08 00 00 	cmp    $0x800,%r11d
    7f0010f361fd:	0f 8d d4 02 00 00    	jge    0x7f0010f364d7
    7f0010f36203:	4c 8b 04 24          	mov    (%rsp),%r8
    7f0010f36207:	e9 44 fa ff ff       	jmp    0x7f0010f35c50
    7f0010f3620c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0010f36211:	49 8b eb             	mov    %r11,%rbp
    7f0010f36214:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f36219:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f3621e:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f0010f36222:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f0010f36227:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0010f3622c:	89 7c 24 14          	mov    %edi,0x14(%rsp)
    7f0010f36230:	89 4c 24 18          	mov    %ecx,0x18(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f36234:	66 66 90             	data16 xchg %ax,%ax
    7f0010f36237:	e8 c4 83 a5 ff       	call   0x7f001098e600
    7f0010f3623c:	48 3b c1             	cmp    %rcx,%rax
    7f0010f3623f:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f0010f36244:	7c 08                	jl     0x7f0010f3624e
    7f0010f36246:	40 0f 95 c5          	setne  %bpl
    7f0010f3624a:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f0010f3624e:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0010f36253:	4c 89 5c 24 70       	mov    %r11,0x70(%rsp)
    7f0010f36258:	48 89 5c 24 08       	mov    %rbx,0x8(%rsp)
    7f0010f3625d:	4c 89 4c 24 10       	mov    %r9,0x10(%rsp)
    7f0010f36262:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7f0010f36267:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7f0010f3626c:	48 89 7c 24 30       	mov    %rdi,0x30(%rsp)
    7f0010f36271:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7f0010f36276:	90                   	nop
    7f0010f36277:	e8 84 83 a5 ff       	call   0x7f001098e600
    7f0010f3627c:	44 8b 9b 94 00 00 00 	mov    0x94(%rbx),%r11d
    7f0010f36283:	44 8b 93 b8 00 00 00 	mov    0xb8(%rbx),%r10d
    7f0010f3628a:	45 03 ea             	add    %r10d,%r13d
    7f0010f3628d:	45 3b eb             	cmp    %r11d,%r13d
    7f0010f36290:	0f 8d c6 00 00 00    	jge    0x7f0010f3635c
    7f0010f36296:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f0010f3629b:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f0010f362a0:	48 ff 74 24 40       	rex.W push 0x40(%rsp)
    7f0010f362a5:	48 8f 44 24 10       	rex.W pop 0x10(%rsp)
    7f0010f362aa:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f362b1:	00 
    7f0010f362b2:	48 8f 04 24          	rex.W pop (%rsp)
    7f0010f362b6:	48 ff b4 24 88 00 00 	rex.W push 0x88(%rsp)
    7f0010f362bd:	00 
    7f0010f362be:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f362c5:	00 
    7f0010f362c6:	48 8b 6c 24 78       	mov    0x78(%rsp),%rbp
    7f0010f362cb:	49 8b f0             	mov    %r8,%rsi
    7f0010f362ce:	48 8b d3             	mov    %rbx,%rdx
    7f0010f362d1:	48 ff 74 24 08       	rex.W push 0x8(%rsp)
    7f0010f362d6:	48 8f 44 24 78       	rex.W pop 0x78(%rsp)
    7f0010f362db:	e8 a0 2d a5 ff       	call   0x7f0010989080
    7f0010f362e0:	48 8b 74 24 20       	mov    0x20(%rsp),%rsi
    7f0010f362e5:	48 8b 54 24 18       	mov    0x18(%rsp),%rdx
    7f0010f362ea:	48 ff 74 24 08       	rex.W push 0x8(%rsp)
    7f0010f362ef:	48 8f 44 24 78       	rex.W pop 0x78(%rsp)
                 ;   {optimized virtual_call}
    7f0010f362f4:	66 66 90             	data16 xchg %ax,%ax
    7f0010f362f7:	e8 84 2d a5 ff       	call   0x7f0010989080
    7f0010f362fc:	85 c0                	test   %eax,%eax
    7f0010f362fe:	74 20                	je     0x7f0010f36320
    7f0010f36300:	48 8b 74 24 20       	mov    0x20(%rsp),%rsi
    7f0010f36305:	48 8b 54 24 18       	mov    0x18(%rsp),%rdx
    7f0010f3630a:	90                   	nop
    7f0010f3630b:	e8 70 2d a5 ff       	call   0x7f0010989080
    7f0010f36310:	48 8b 74 24 20       	mov    0x20(%rsp),%rsi
    7f0010f36315:	48 8b 54 24 18       	mov    0x18(%rsp),%rdx
    7f0010f3631a:	90                   	nop
    7f0010f3631b:	e8 60 2d a5 ff       	call   0x7f0010989080
    7f0010f36320:	48 8b 5c 24 18       	mov    0x18(%rsp),%rbx
    7f0010f36325:	44 8b ab cc 00 00 00 	mov    0xcc(%rbx),%r13d
    7f0010f3632c:	48 89 6c 24 78       	mov    %rbp,0x78(%rsp)
    7f0010f36331:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f36338:	00 
    7f0010f36339:	48 8f 84 24 88 00 00 	rex.W pop 0x88(%rsp)
    7f0010f36340:	00 
    7f0010f36341:	48 ff 34 24          	rex.W push (%rsp)
    7f0010f36345:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f3634c:	00 
    7f0010f3634d:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f0010f36352:	48 8f 44 24 40       	rex.W pop 0x40(%rsp)
    7f0010f36357:	e9 fd f8 ff ff       	jmp    0x7f0010f35c59
    7f0010f3635c:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f0010f36361:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f0010f36366:	48 ff 74 24 40       	rex.W push 0x40(%rsp)
    7f0010f3636b:	48 8f 44 24 10       	rex.W pop 0x10(%rsp)
    7f0010f36370:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f36377:	00 
    7f0010f36378:	48 8f 04 24          	rex.W pop (%rsp)
    7f0010f3637c:	48 ff b4 24 88 00 00 	rex.W push 0x88(%rsp)
    7f0010f36383:	00 
    7f0010f36384:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f3638b:	00 
    7f0010f3638c:	48 8b 6c 24 78       	mov    0x78(%rsp),%rbp
    7f0010f36391:	49 8b f0             	mov    %r8,%rsi
    7f0010f36394:	48 8b d3             	mov    %rbx,%rdx
    7f0010f36397:	48 ff 74 24 08       	rex.W push 0x8(%rsp)
    7f0010f3639c:	48 8f 44 24 78       	rex.W pop 0x78(%rsp)
    7f0010f363a1:	66 90                	xchg   %ax,%ax
    7f0010f363a3:	e8 d8 2c a5 ff       	call   0x7f0010989080
    7f0010f363a8:	48 8b 74 24 20       	mov    0x20(%rsp),%rsi
    7f0010f363ad:	48 8b 54 24 18       	mov    0x18(%rsp),%rdx
    7f0010f363b2:	90                   	nop
    7f0010f363b3:	e8 c8 2c a5 ff       	call   0x7f0010989080
    7f0010f363b8:	45 33 ed             	xor    %r13d,%r13d
    7f0010f363bb:	48 8b 5c 24 18       	mov    0x18(%rsp),%rbx
    7f0010f363c0:	e9 67 ff ff ff       	jmp    0x7f0010f3632c
    7f0010f363c5:	c6 45 24 01          	movb   $0x1,0x24(%rbp)
    7f0010f363c9:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7f0010f363cf:	e9 78 f8 ff ff       	jmp    0x7f0010f35c4c
    7f0010f363d4:	44 8b ab cc 00 00 00 	mov    0xcc(%rbx),%r13d
    7f0010f363db:	44 8b 9b c8 00 00 00 	mov    0xc8(%rbx),%r11d
    7f0010f363e2:	45 3b eb             	cmp    %r11d,%r13d
    7f0010f363e5:	7c 13                	jl     0x7f0010f363fa
    7f0010f363e7:	44 8b 9b 94 00 00 00 	mov    0x94(%rbx),%r11d
    7f0010f363ee:	44 8b 93 b8 00 00 00 	mov    0xb8(%rbx),%r10d
    7f0010f363f5:	e9 90 fe ff ff       	jmp    0x7f0010f3628a
    7f0010f363fa:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
    7f0010f363ff:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f0010f36404:	48 ff 74 24 40       	rex.W push 0x40(%rsp)
    7f0010f36409:	48 8f 44 24 10       	rex.W pop 0x10(%rsp)
    7f0010f3640e:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f36415:	00 
    7f0010f36416:	48 8f 04 24          	rex.W pop (%rsp)
    7f0010f3641a:	48 ff b4 24 88 00 00 	rex.W push 0x88(%rsp)
    7f0010f36421:	00 
    7f0010f36422:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f36429:	00 
    7f0010f3642a:	48 8b 6c 24 78       	mov    0x78(%rsp),%rbp
    7f0010f3642f:	49 8b f0             	mov    %r8,%rsi
    7f0010f36432:	48 8b d3             	mov    %rbx,%rdx
    7f0010f36435:	41 8b cd             	mov    %r13d,%ecx
    7f0010f36438:	48 ff 74 24 08       	rex.W push 0x8(%rsp)
    7f0010f3643d:	48 8f 44 24 78       	rex.W pop 0x78(%rsp)
    7f0010f36442:	90                   	nop
    7f0010f36443:	e8 38 2c a5 ff       	call   0x7f0010989080
    7f0010f36448:	e9 93 fe ff ff       	jmp    0x7f0010f362e0
    7f0010f3644d:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f0010f36452:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f0010f36457:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f3645e:	00 
    7f0010f3645f:	48 8f 04 24          	rex.W pop (%rsp)
    7f0010f36463:	48 ff b4 24 88 00 00 	rex.W push 0x88(%rsp)
    7f0010f3646a:	00 
    7f0010f3646b:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f36472:	00 
    7f0010f36473:	48 8b 6c 24 78       	mov    0x78(%rsp),%rbp
                 ;   {metadata('java/util/UUID')}
    7f0010f36478:	48 be d8 d3 0c a0 ff 	movabs $0x7effa00cd3d8,%rsi
    7f0010f3647f:	7e 00 00 
    7f0010f36482:	48 ff 74 24 08       	rex.W push 0x8(%rsp)
    7f0010f36487:	48 8f 44 24 78       	rex.W pop 0x78(%rsp)
                 ;   {runtime_call _new_instance_Java}
    7f0010f3648c:	66 66 90             	data16 xchg %ax,%ax
    7f0010f3648f:	e8 6c 64 a6 ff       	call   0x7f001099c900
    7f0010f36494:	48 89 6c 24 78       	mov    %rbp,0x78(%rsp)
    7f0010f36499:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f364a0:	00 
    7f0010f364a1:	48 8f 84 24 88 00 00 	rex.W pop 0x88(%rsp)
    7f0010f364a8:	00 
    7f0010f364a9:	48 ff 34 24          	rex.W push (%rsp)
    7f0010f364ad:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f364b4:	00 
    7f0010f364b5:	44 8b 44 24 18       	mov    0x18(%rsp),%r8d
    7f0010f364ba:	4c 8b d8             	mov    %rax,%r11
    7f0010f364bd:	44 8b 4c 24 1c       	mov    0x1c(%rsp),%r9d
    7f0010f364c2:	e9 f5 f7 ff ff       	jmp    0x7f0010f35cbc
    7f0010f364c7:	48 89 45 18          	mov    %rax,0x18(%rbp)
    7f0010f364cb:	c7 45 20 01 00 00 00 	movl   $0x1,0x20(%rbp)
    7f0010f364d2:	e9 2c fd ff ff       	jmp    0x7f0010f36203
    7f0010f364d7:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7f0010f364dc:	4c 8b d5             	mov    %rbp,%r10
    7f0010f364df:	4c 89 74 24 30       	mov    %r14,0x30(%rsp)
    7f0010f364e4:	48 ff 34 24          	rex.W push (%rsp)
    7f0010f364e8:	48 8f 44 24 28       	rex.W pop 0x28(%rsp)
    7f0010f364ed:	44 89 6c 24 20       	mov    %r13d,0x20(%rsp)
    7f0010f364f2:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f0010f364f7:	48 ff 74 24 40       	rex.W push 0x40(%rsp)
    7f0010f364fc:	48 8f 44 24 10       	rex.W pop 0x10(%rsp)
    7f0010f36501:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f36508:	00 
    7f0010f36509:	48 8f 04 24          	rex.W pop (%rsp)
    7f0010f3650d:	48 ff b4 24 88 00 00 	rex.W push 0x88(%rsp)
    7f0010f36514:	00 
    7f0010f36515:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f3651c:	00 
    7f0010f3651d:	48 8b 6c 24 78       	mov    0x78(%rsp),%rbp
    7f0010f36522:	49 8b f2             	mov    %r10,%rsi
    7f0010f36525:	48 8b d0             	mov    %rax,%rdx
    7f0010f36528:	48 ff 74 24 08       	rex.W push 0x8(%rsp)
    7f0010f3652d:	48 8f 44 24 78       	rex.W pop 0x78(%rsp)
    7f0010f36532:	90                   	nop
    7f0010f36533:	e8 48 2b a5 ff       	call   0x7f0010989080
    7f0010f36538:	48 89 6c 24 78       	mov    %rbp,0x78(%rsp)
    7f0010f3653d:	48 ff b4 24 80 00 00 	rex.W push 0x80(%rsp)
    7f0010f36544:	00 
    7f0010f36545:	48 8f 84 24 88 00 00 	rex.W pop 0x88(%rsp)
    7f0010f3654c:	00 
    7f0010f3654d:	48 ff 34 24          	rex.W push (%rsp)
    7f0010f36551:	48 8f 84 24 80 00 00 	rex.W pop 0x80(%rsp)
    7f0010f36558:	00 
    7f0010f36559:	48 ff 74 24 10       	rex.W push 0x10(%rsp)
    7f0010f3655e:	48 8f 44 24 40       	rex.W pop 0x40(%rsp)
    7f0010f36563:	48 8b 5c 24 18       	mov    0x18(%rsp),%rbx
    7f0010f36568:	44 8b 6c 24 20       	mov    0x20(%rsp),%r13d
    7f0010f3656d:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f0010f36572:	48 8f 04 24          	rex.W pop (%rsp)
    7f0010f36576:	4c 8b 74 24 30       	mov    0x30(%rsp),%r14
    7f0010f3657b:	48 8b 44 24 38       	mov    0x38(%rsp),%rax
    7f0010f36580:	e9 7e fc ff ff       	jmp    0x7f0010f36203
    7f0010f36585:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f3658a:	90                   	nop
    7f0010f3658b:	e8 70 80 a5 ff       	call   0x7f001098e600
    7f0010f36590:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0010f36595:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f0010f3659a:	44 89 4c 24 1c       	mov    %r9d,0x1c(%rsp)
    7f0010f3659f:	e8 5c 80 a5 ff       	call   0x7f001098e600
    7f0010f365a4:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0010f365a9:	48 8b 6c 24 70       	mov    0x70(%rsp),%rbp
    7f0010f365ae:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f365b3:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f365b8:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f0010f365bd:	4c 89 14 24          	mov    %r10,(%rsp)
    7f0010f365c1:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f0010f365c6:	44 89 44 24 20       	mov    %r8d,0x20(%rsp)
    7f0010f365cb:	44 89 4c 24 24       	mov    %r9d,0x24(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f365d0:	66 66 90             	data16 xchg %ax,%ax
    7f0010f365d3:	e8 28 80 a5 ff       	call   0x7f001098e600
    7f0010f365d8:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f0010f365dd:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7f0010f365e2:	44 89 44 24 20       	mov    %r8d,0x20(%rsp)
    7f0010f365e7:	89 5c 24 24          	mov    %ebx,0x24(%rsp)
    7f0010f365eb:	e8 10 80 a5 ff       	call   0x7f001098e600
    7f0010f365f0:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f365f5:	49 8b eb             	mov    %r11,%rbp
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f365f8:	66 66 90             	data16 xchg %ax,%ax
    7f0010f365fb:	e8 00 80 a5 ff       	call   0x7f001098e600
    7f0010f36600:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f0010f36605:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0010f3660a:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f0010f3660f:	44 89 6c 24 14       	mov    %r13d,0x14(%rsp)
    7f0010f36614:	4c 89 74 24 20       	mov    %r14,0x20(%rsp)
    7f0010f36619:	66 90                	xchg   %ax,%ax
    7f0010f3661b:	e8 e0 7f a5 ff       	call   0x7f001098e600
    7f0010f36620:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0010f36625:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7f0010f3662a:	44 89 5c 24 1c       	mov    %r11d,0x1c(%rsp)
    7f0010f3662f:	e8 cc 7f a5 ff       	call   0x7f001098e600
    7f0010f36634:	4d 3b f3             	cmp    %r11,%r14
    7f0010f36637:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f0010f3663c:	7c 08                	jl     0x7f0010f36646
    7f0010f3663e:	40 0f 95 c5          	setne  %bpl
    7f0010f36642:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f0010f36646:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f0010f3664b:	44 89 6c 24 14       	mov    %r13d,0x14(%rsp)
    7f0010f36650:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7f0010f36655:	48 89 5c 24 28       	mov    %rbx,0x28(%rsp)
    7f0010f3665a:	4c 89 74 24 30       	mov    %r14,0x30(%rsp)
    7f0010f3665f:	e8 9c 7f a5 ff       	call   0x7f001098e600
    7f0010f36664:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f0010f36669:	48 8b 6c 24 70       	mov    0x70(%rsp),%rbp
    7f0010f3666e:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f36673:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f36678:	4c 8b 44 24 08       	mov    0x8(%rsp),%r8
    7f0010f3667d:	4c 89 04 24          	mov    %r8,(%rsp)
    7f0010f36681:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f0010f36686:	44 89 5c 24 0c       	mov    %r11d,0xc(%rsp)
    7f0010f3668b:	e8 70 7f a5 ff       	call   0x7f001098e600
    7f0010f36690:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f0010f36695:	49 8b eb             	mov    %r11,%rbp
    7f0010f36698:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f3669d:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f366a2:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f0010f366a6:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f0010f366ab:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f0010f366b0:	89 7c 24 14          	mov    %edi,0x14(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f366b4:	66 66 90             	data16 xchg %ax,%ax
    7f0010f366b7:	e8 44 7f a5 ff       	call   0x7f001098e600
    7f0010f366bc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f366c1:	66 90                	xchg   %ax,%ax
    7f0010f366c3:	e8 38 7f a5 ff       	call   0x7f001098e600
    7f0010f366c8:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f366cd:	8b ef                	mov    %edi,%ebp
    7f0010f366cf:	e8 2c 7f a5 ff       	call   0x7f001098e600
    7f0010f366d4:	be f4 ff ff ff       	mov    $0xfffffff4,%esi
    7f0010f366d9:	49 8b eb             	mov    %r11,%rbp
    7f0010f366dc:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f366e1:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f366e6:	48 89 1c 24          	mov    %rbx,(%rsp)
    7f0010f366ea:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7f0010f366ef:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f366f4:	66 66 90             	data16 xchg %ax,%ax
    7f0010f366f7:	e8 04 7f a5 ff       	call   0x7f001098e600
    7f0010f366fc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f36701:	41 8b ea             	mov    %r10d,%ebp
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f36704:	66 66 90             	data16 xchg %ax,%ax
    7f0010f36707:	e8 f4 7e a5 ff       	call   0x7f001098e600
    7f0010f3670c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f36711:	66 90                	xchg   %ax,%ax
    7f0010f36713:	e8 e8 7e a5 ff       	call   0x7f001098e600
    7f0010f36718:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f3671d:	48 8b e8             	mov    %rax,%rbp
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f36720:	66 66 90             	data16 xchg %ax,%ax
    7f0010f36723:	e8 d8 7e a5 ff       	call   0x7f001098e600
    7f0010f36728:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f3672d:	66 90                	xchg   %ax,%ax
    7f0010f3672f:	e8 cc 7e a5 ff       	call   0x7f001098e600
    7f0010f36734:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f36739:	66 90                	xchg   %ax,%ax
    7f0010f3673b:	e8 c0 7e a5 ff       	call   0x7f001098e600
    7f0010f36740:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f36745:	66 90                	xchg   %ax,%ax
    7f0010f36747:	e8 b4 7e a5 ff       	call   0x7f001098e600
    7f0010f3674c:	be f4 ff ff ff       	mov    $0xfffffff4,%esi
    7f0010f36751:	48 8b 6c 24 70       	mov    0x70(%rsp),%rbp
    7f0010f36756:	48 ff 74 24 78       	rex.W push 0x78(%rsp)
    7f0010f3675b:	48 8f 44 24 70       	rex.W pop 0x70(%rsp)
    7f0010f36760:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f0010f36765:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f0010f36769:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f0010f3676e:	90                   	nop
    7f0010f3676f:	e8 8c 7e a5 ff       	call   0x7f001098e600
    7f0010f36774:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f36779:	41 8b e9             	mov    %r9d,%ebp
                 ;   {runtime_call UncommonTrapBlob}
    7f0010f3677c:	66 66 90             	data16 xchg %ax,%ax
    7f0010f3677f:	e8 7c 7e a5 ff       	call   0x7f001098e600
    7f0010f36784:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f36789:	66 90                	xchg   %ax,%ax
    7f0010f3678b:	e8 70 7e a5 ff       	call   0x7f001098e600
    7f0010f36790:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f0010f36795:	66 90                	xchg   %ax,%ax
    7f0010f36797:	e8 64 7e a5 ff       	call   0x7f001098e600
    7f0010f3679c:	48 8b f0             	mov    %rax,%rsi
    7f0010f3679f:	eb 53                	jmp    0x7f0010f367f4
    7f0010f367a1:	48 8b f0             	mov    %rax,%rsi
    7f0010f367a4:	eb 4e                	jmp    0x7f0010f367f4
    7f0010f367a6:	48 8b f0             	mov    %rax,%rsi
    7f0010f367a9:	eb 49                	jmp    0x7f0010f367f4
    7f0010f367ab:	48 8b f0             	mov    %rax,%rsi
    7f0010f367ae:	eb 44                	jmp    0x7f0010f367f4
    7f0010f367b0:	48 8b f0             	mov    %rax,%rsi
    7f0010f367b3:	eb 3f                	jmp    0x7f0010f367f4
    7f0010f367b5:	48 8b f0             	mov    %rax,%rsi
    7f0010f367b8:	eb 3a                	jmp    0x7f0010f367f4
    7f0010f367ba:	48 8b f0             	mov    %rax,%rsi
    7f0010f367bd:	eb 35                	jmp    0x7f0010f367f4
    7f0010f367bf:	48 8b f0             	mov    %rax,%rsi
    7f0010f367c2:	eb 30                	jmp    0x7f0010f367f4
    7f0010f367c4:	48 8b f0             	mov    %rax,%rsi
    7f0010f367c7:	eb 2b                	jmp    0x7f0010f367f4
    7f0010f367c9:	48 8b f0             	mov    %rax,%rsi
    7f0010f367cc:	eb 26                	jmp    0x7f0010f367f4
    7f0010f367ce:	48 8b f0             	mov    %rax,%rsi
    7f0010f367d1:	eb 21                	jmp    0x7f0010f367f4
    7f0010f367d3:	48 8b f0             	mov    %rax,%rsi
    7f0010f367d6:	eb 1c                	jmp    0x7f0010f367f4
    7f0010f367d8:	48 8b f0             	mov    %rax,%rsi
    7f0010f367db:	eb 17                	jmp    0x7f0010f367f4
    7f0010f367dd:	48 8b f0             	mov    %rax,%rsi
    7f0010f367e0:	eb 12                	jmp    0x7f0010f367f4
    7f0010f367e2:	48 8b f0             	mov    %rax,%rsi
    7f0010f367e5:	eb 0d                	jmp    0x7f0010f367f4
    7f0010f367e7:	48 8b f0             	mov    %rax,%rsi
    7f0010f367ea:	eb 08                	jmp    0x7f0010f367f4
    7f0010f367ec:	48 8b f0             	mov    %rax,%rsi
    7f0010f367ef:	eb 03                	jmp    0x7f0010f367f4
    7f0010f367f1:	48 8b f0             	mov    %rax,%rsi
    7f0010f367f4:	48 83 c4 60          	add    $0x60,%rsp
                 ;   {runtime_call _rethrow_Java}
    7f0010f367f8:	5d                   	pop    %rbp
    7f0010f367f9:	e9 82 f7 af ff       	jmp    0x7f0010a35f80
    7f0010f367fe:	49 ba 88 61 f3 10 00 	movabs $0x7f0010f36188,%r10
    7f0010f36805:	7f 00 00 
    7f0010f36808:	4d 89 97 58 03 00 00 	mov    %r10,0x358(%r15)
    7f0010f3680f:	e9 ec 8e a5 ff       	jmp    0x7f001098f700
    7f0010f36814:	f4                   	hlt
    7f0010f36815:	f4                   	hlt
    7f0010f36816:	f4                   	hlt
    7f0010f36817:	f4                   	hlt
    7f0010f36818:	f4                   	hlt
    7f0010f36819:	f4                   	hlt
    7f0010f3681a:	f4                   	hlt
    7f0010f3681b:	f4                   	hlt
    7f0010f3681c:	f4                   	hlt
    7f0010f3681d:	f4                   	hlt
    7f0010f3681e:	f4                   	hlt
    7f0010f3681f:	f4                   	hlt
                 ;   {no_reloc}
    7f0010f36820:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f36827:	00 00 00 
    7f0010f3682a:	e9 fb ff ff ff       	jmp    0x7f0010f3682a
    7f0010f3682f:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f36836:	00 00 00 
    7f0010f36839:	e9 fb ff ff ff       	jmp    0x7f0010f36839
    7f0010f3683e:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f36845:	00 00 00 
                 ;   {runtime_call}
    7f0010f36848:	e9 fb ff ff ff       	jmp    0x7f0010f36848
    7f0010f3684d:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
                 ;   {runtime_call}
    7f0010f36854:	00 00 00 
    7f0010f36857:	e9 fb ff ff ff       	jmp    0x7f0010f36857
                 ;   {static_stub}
    7f0010f3685c:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f36863:	00 00 00 
    7f0010f36866:	e9 fb ff ff ff       	jmp    0x7f0010f36866
    7f0010f3686b:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f36872:	00 00 00 
    7f0010f36875:	e9 fb ff ff ff       	jmp    0x7f0010f36875
    7f0010f3687a:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f36881:	00 00 00 
                 ;   {runtime_call}
    7f0010f36884:	e9 fb ff ff ff       	jmp    0x7f0010f36884
    7f0010f36889:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
                 ;   {runtime_call}
    7f0010f36890:	00 00 00 
    7f0010f36893:	e9 fb ff ff ff       	jmp    0x7f0010f36893
                 ;   {static_stub}
    7f0010f36898:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f3689f:	00 00 00 
    7f0010f368a2:	e9 fb ff ff ff       	jmp    0x7f0010f368a2
    7f0010f368a7:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f368ae:	00 00 00 
    7f0010f368b1:	e9 fb ff ff ff       	jmp    0x7f0010f368b1
    7f0010f368b6:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f368bd:	00 00 00 
                 ;   {runtime_call}
    7f0010f368c0:	e9 fb ff ff ff       	jmp    0x7f0010f368c0
    7f0010f368c5:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
                 ;   {runtime_call}
    7f0010f368cc:	00 00 00 
    7f0010f368cf:	e9 fb ff ff ff       	jmp    0x7f0010f368cf
                 ;   {static_stub}
    7f0010f368d4:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f368db:	00 00 00 
    7f0010f368de:	e9 fb ff ff ff       	jmp    0x7f0010f368de
    7f0010f368e3:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f368ea:	00 00 00 
    7f0010f368ed:	e9 fb ff ff ff       	jmp    0x7f0010f368ed
    7f0010f368f2:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f0010f368f9:	00 00 00 
                 ;   {runtime_call}
    7f0010f368fc:	e9 fb ff ff ff       	jmp    0x7f0010f368fc
    7f0010f36901:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
                 ;   {runtime_call}
    7f0010f36908:	00 00 00 
    7f0010f3690b:	e9 fb ff ff ff       	jmp    0x7f0010f3690b
                 ;   {runtime_call ExceptionBlob}
    7f0010f36910:	e9 eb 62 a6 ff       	jmp    0x7f001099cc00
    7f0010f36915:	e8 00 00 00 00       	call   0x7f0010f3691a
    7f0010f3691a:	48 83 2c 24 05       	subq   $0x5,(%rsp)
    7f0010f3691f:	e9 7c 80 a5 ff       	jmp    0x7f001098e9a0
    7f0010f36924:	f4                   	hlt
    7f0010f36925:	f4                   	hlt
    7f0010f36926:	f4                   	hlt
    7f0010f36927:	f4                   	hlt
