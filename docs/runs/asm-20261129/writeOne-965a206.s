Compiled method (c2)     543  793       4       dev.seqid.OrderedUuidGenerator::writeOne (137 bytes)
    7f58a0f14be0:	44 8b 56 08          	mov    0x8(%rsi),%r10d
    7f58a0f14be4:	49 bb 00 00 00 2f 58 	movabs $0x7f582f000000,%r11
    7f58a0f14beb:	7f 00 00 
    7f58a0f14bee:	4d 03 d3             	add    %r11,%r10
    7f58a0f14bf1:	49 3b c2             	cmp    %r10,%rax
                 ;   {runtime_call ic_miss_stub}
    7f58a0f14bf4:	0f 85 86 41 a7 ff    	jne    0x7f58a0988d80
    7f58a0f14bfa:	66 90                	xchg   %ax,%ax
    7f58a0f14bfc:	0f 1f 40 00          	nopl   0x0(%rax)
    7f58a0f14c00:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7f58a0f14c07:	55                   	push   %rbp
    7f58a0f14c08:	48 81 ec 90 00 00 00 	sub    $0x90,%rsp
    7f58a0f14c0f:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7f58a0f14c14:	48 89 4c 24 10       	mov    %rcx,0x10(%rsp)
    7f58a0f14c19:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7f58a0f14c1e:	48 8b d6             	mov    %rsi,%rdx
    7f58a0f14c21:	44 8b 56 24          	mov    0x24(%rsi),%r10d
    7f58a0f14c25:	47 8b 9c d4 84 00 00 	mov    0x84(%r12,%r10,8),%r11d
    7f58a0f14c2c:	00 
    7f58a0f14c2d:	4d 8b 87 88 02 00 00 	mov    0x288(%r15),%r8
    7f58a0f14c34:	4d 8b 00             	mov    (%r8),%r8
    7f58a0f14c37:	4c 89 44 24 20       	mov    %r8,0x20(%rsp)
                 ; implicit exception: dispatches to 0x00007f58a0f15bf0
    7f58a0f14c3c:	4f 8b 8c dc 98 00 00 	mov    0x98(%r12,%r11,8),%r9
    7f58a0f14c43:	00 
    7f58a0f14c44:	43 8b 7c d4 70       	mov    0x70(%r12,%r10,8),%edi
    7f58a0f14c49:	47 8b 44 d4 74       	mov    0x74(%r12,%r10,8),%r8d
    7f58a0f14c4e:	41 8b 74 fc 08       	mov    0x8(%r12,%rdi,8),%esi
    7f58a0f14c53:	8b 5a 28             	mov    0x28(%rdx),%ebx
    7f58a0f14c56:	89 5c 24 30          	mov    %ebx,0x30(%rsp)
    7f58a0f14c5a:	44 8b 72 10          	mov    0x10(%rdx),%r14d
    7f58a0f14c5e:	81 fe 48 6b 02 01    	cmp    $0x1026b48,%esi
    7f58a0f14c64:	0f 85 56 09 00 00    	jne    0x7f58a0f155c0
    7f58a0f14c6a:	4d 8d 2c fc          	lea    (%r12,%rdi,8),%r13
    7f58a0f14c6e:	49 8b 4d 28          	mov    0x28(%r13),%rcx
    7f58a0f14c72:	48 83 f9 01          	cmp    $0x1,%rcx
    7f58a0f14c76:	0f 85 9c 0a 00 00    	jne    0x7f58a0f15718
                 ; implicit exception: dispatches to 0x00007f58a0f15c0c
    7f58a0f14c7c:	43 8b 4c c4 08       	mov    0x8(%r12,%r8,8),%ecx
    7f58a0f14c81:	81 f9 68 28 02 01    	cmp    $0x1022868,%ecx
    7f58a0f14c87:	0f 85 83 09 00 00    	jne    0x7f58a0f15610
    7f58a0f14c8d:	4b 8d 3c d4          	lea    (%r12,%r10,8),%rdi
    7f58a0f14c91:	4b 8d 1c dc          	lea    (%r12,%r11,8),%rbx
    7f58a0f14c95:	4b 8d 2c c4          	lea    (%r12,%r8,8),%rbp
    7f58a0f14c99:	8b 75 0c             	mov    0xc(%rbp),%esi
    7f58a0f14c9c:	83 fe 01             	cmp    $0x1,%esi
    7f58a0f14c9f:	74 15                	je     0x7f58a0f14cb6
    7f58a0f14ca1:	0f b6 75 24          	movzbl 0x24(%rbp),%esi
    7f58a0f14ca5:	85 f6                	test   %esi,%esi
    7f58a0f14ca7:	0f 84 e0 07 00 00    	je     0x7f58a0f1548d
    7f58a0f14cad:	4c 8b 45 10          	mov    0x10(%rbp),%r8
    7f58a0f14cb1:	e9 8b 00 00 00       	jmp    0x7f58a0f14d41
    7f58a0f14cb6:	48 89 6c 24 50       	mov    %rbp,0x50(%rsp)
    7f58a0f14cbb:	48 89 5c 24 48       	mov    %rbx,0x48(%rsp)
    7f58a0f14cc0:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7f58a0f14cc5:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
    7f58a0f14cca:	44 89 74 24 1c       	mov    %r14d,0x1c(%rsp)
    7f58a0f14ccf:	4c 89 4c 24 28       	mov    %r9,0x28(%rsp)
    7f58a0f14cd4:	44 89 5c 24 04       	mov    %r11d,0x4(%rsp)
    7f58a0f14cd9:	44 89 14 24          	mov    %r10d,(%rsp)
    7f58a0f14cdd:	48 8b ea             	mov    %rdx,%rbp
    7f58a0f14ce0:	49 ba 80 6c 63 b6 58 	movabs $0x7f58b6636c80,%r10
    7f58a0f14ce7:	7f 00 00 
    7f58a0f14cea:	41 ff d2             	call   *%r10
    7f58a0f14ced:	48 89 44 24 58       	mov    %rax,0x58(%rsp)
    7f58a0f14cf2:	4c 8b 5c 24 50       	mov    0x50(%rsp),%r11
    7f58a0f14cf7:	49 3b 43 18          	cmp    0x18(%r11),%rax
    7f58a0f14cfb:	0f 85 91 06 00 00    	jne    0x7f58a0f15392
    7f58a0f14d01:	45 8b 53 20          	mov    0x20(%r11),%r10d
    7f58a0f14d05:	41 ff c2             	inc    %r10d
    7f58a0f14d08:	45 89 53 20          	mov    %r10d,0x20(%r11)
    7f58a0f14d0c:	41 81 fa 00 08 00 00 	cmp    $0x800,%r10d
    7f58a0f14d13:	0f 8d 83 07 00 00    	jge    0x7f58a0f1549c
    7f58a0f14d19:	4c 8b c0             	mov    %rax,%r8
    7f58a0f14d1c:	48 8b d5             	mov    %rbp,%rdx
    7f58a0f14d1f:	44 8b 14 24          	mov    (%rsp),%r10d
    7f58a0f14d23:	44 8b 5c 24 04       	mov    0x4(%rsp),%r11d
    7f58a0f14d28:	4c 8b 4c 24 28       	mov    0x28(%rsp),%r9
    7f58a0f14d2d:	44 8b 74 24 1c       	mov    0x1c(%rsp),%r14d
    7f58a0f14d32:	4c 8b 6c 24 38       	mov    0x38(%rsp),%r13
    7f58a0f14d37:	48 8b 7c 24 40       	mov    0x40(%rsp),%rdi
    7f58a0f14d3c:	48 8b 5c 24 48       	mov    0x48(%rsp),%rbx
    7f58a0f14d41:	4d 2b 45 30          	sub    0x30(%r13),%r8
    7f58a0f14d45:	4f 2b 84 dc 90 00 00 	sub    0x90(%r12,%r11,8),%r8
    7f58a0f14d4c:	00 
    7f58a0f14d4d:	43 8b 4c d4 0c       	mov    0xc(%r12,%r10,8),%ecx
    7f58a0f14d52:	49 8b c1             	mov    %r9,%rax
    7f58a0f14d55:	48 d3 f8             	sar    %cl,%rax
    7f58a0f14d58:	4d 85 c9             	test   %r9,%r9
    7f58a0f14d5b:	0f 8c ff 09 00 00    	jl     0x7f58a0f15760
    7f58a0f14d61:	4c 8b e8             	mov    %rax,%r13
    7f58a0f14d64:	4f 03 6c d4 30       	add    0x30(%r12,%r10,8),%r13
    7f58a0f14d69:	33 f6                	xor    %esi,%esi
    7f58a0f14d6b:	4d 3b c5             	cmp    %r13,%r8
    7f58a0f14d6e:	0f 8f c2 03 00 00    	jg     0x7f58a0f15136
    7f58a0f14d74:	4f 8b 6c d4 28       	mov    0x28(%r12,%r10,8),%r13
    7f58a0f14d79:	4b 8b 74 d4 18       	mov    0x18(%r12,%r10,8),%rsi
    7f58a0f14d7e:	43 8b 6c d4 64       	mov    0x64(%r12,%r10,8),%ebp
    7f58a0f14d83:	49 23 f1             	and    %r9,%rsi
    7f58a0f14d86:	4b 3b 74 d4 38       	cmp    0x38(%r12,%r10,8),%rsi
    7f58a0f14d8b:	0f 8f 8a 03 00 00    	jg     0x7f58a0f1511b
    7f58a0f14d91:	49 8b c8             	mov    %r8,%rcx
    7f58a0f14d94:	4b 03 4c d4 10       	add    0x10(%r12,%r10,8),%rcx
    7f58a0f14d99:	48 3b c1             	cmp    %rcx,%rax
    7f58a0f14d9c:	0f 8d 0a 0c 00 00    	jge    0x7f58a0f159ac
    7f58a0f14da2:	4b 8b 4c d4 40       	mov    0x40(%r12,%r10,8),%rcx
    7f58a0f14da7:	48 3b c1             	cmp    %rcx,%rax
    7f58a0f14daa:	0f 8d 3c 0c 00 00    	jge    0x7f58a0f159ec
    7f58a0f14db0:	83 fd 40             	cmp    $0x40,%ebp
    7f58a0f14db3:	0f 85 7b 0a 00 00    	jne    0x7f58a0f15834
    7f58a0f14db9:	49 8b c5             	mov    %r13,%rax
    7f58a0f14dbc:	f0 4b 0f c1 84 dc 98 	lock xadd %rax,0x98(%r12,%r11,8)
    7f58a0f14dc3:	00 00 00 
    7f58a0f14dc6:	4c 8b c8             	mov    %rax,%r9
    7f58a0f14dc9:	4d 03 cd             	add    %r13,%r9
    7f58a0f14dcc:	4d 8b e9             	mov    %r9,%r13
    7f58a0f14dcf:	48 85 c0             	test   %rax,%rax
    7f58a0f14dd2:	0f 8c 50 0c 00 00    	jl     0x7f58a0f15a28
    7f58a0f14dd8:	43 8b 4c d4 0c       	mov    0xc(%r12,%r10,8),%ecx
    7f58a0f14ddd:	49 d3 e9             	shr    %cl,%r9
    7f58a0f14de0:	48 d3 e8             	shr    %cl,%rax
    7f58a0f14de3:	4c 3b c8             	cmp    %rax,%r9
    7f58a0f14de6:	0f 85 70 0a 00 00    	jne    0x7f58a0f1585c
    7f58a0f14dec:	4f 03 44 d4 10       	add    0x10(%r12,%r10,8),%r8
    7f58a0f14df1:	4d 3b c8             	cmp    %r8,%r9
    7f58a0f14df4:	0f 8f 72 0c 00 00    	jg     0x7f58a0f15a6c
    7f58a0f14dfa:	4d 85 ed             	test   %r13,%r13
    7f58a0f14dfd:	0f 8c 9d 09 00 00    	jl     0x7f58a0f157a0
    7f58a0f14e03:	44 8b 4a 30          	mov    0x30(%rdx),%r9d
    7f58a0f14e07:	4f 8b 44 cc 10       	mov    0x10(%r12,%r9,8),%r8
    7f58a0f14e0c:	43 8b 4c d4 0c       	mov    0xc(%r12,%r10,8),%ecx
    7f58a0f14e11:	49 8b f5             	mov    %r13,%rsi
    7f58a0f14e14:	48 d3 ee             	shr    %cl,%rsi
    7f58a0f14e17:	4b 03 b4 dc 90 00 00 	add    0x90(%r12,%r11,8),%rsi
    7f58a0f14e1e:	00 
    7f58a0f14e1f:	4c 3b c6             	cmp    %rsi,%r8
    7f58a0f14e22:	0f 85 81 05 00 00    	jne    0x7f58a0f153a9
    7f58a0f14e28:	4b 8d 1c cc          	lea    (%r12,%r9,8),%rbx
    7f58a0f14e2c:	44 8b 44 24 30       	mov    0x30(%rsp),%r8d
    7f58a0f14e31:	47 0f b6 44 c4 2c    	movzbl 0x2c(%r12,%r8,8),%r8d
    7f58a0f14e37:	4f 23 6c d4 18       	and    0x18(%r12,%r10,8),%r13
    7f58a0f14e3c:	49 8b c5             	mov    %r13,%rax
    7f58a0f14e3f:	4c 8b 4b 18          	mov    0x18(%rbx),%r9
    7f58a0f14e43:	45 85 c0             	test   %r8d,%r8d
    7f58a0f14e46:	0f 85 50 0a 00 00    	jne    0x7f58a0f1589c
                 ; implicit exception: dispatches to 0x00007f58a0f15c30
    7f58a0f14e4c:	43 0f b6 ac f4 b8 00 	movzbl 0xb8(%r12,%r14,8),%ebp
    7f58a0f14e53:	00 00 
    7f58a0f14e55:	85 ed                	test   %ebp,%ebp
    7f58a0f14e57:	0f 84 7b 0a 00 00    	je     0x7f58a0f158d8
    7f58a0f14e5d:	4f 8b 9c f4 98 00 00 	mov    0x98(%r12,%r14,8),%r11
    7f58a0f14e64:	00 
    7f58a0f14e65:	4c 8b 53 20          	mov    0x20(%rbx),%r10
    7f58a0f14e69:	4b 8b 8c f4 88 00 00 	mov    0x88(%r12,%r14,8),%rcx
    7f58a0f14e70:	00 
    7f58a0f14e71:	44 8b 44 24 30       	mov    0x30(%rsp),%r8d
    7f58a0f14e76:	47 0f b6 44 c4 2d    	movzbl 0x2d(%r12,%r8,8),%r8d
    7f58a0f14e7c:	45 8b db             	mov    %r11d,%r11d
    7f58a0f14e7f:	8b c9                	mov    %ecx,%ecx
    7f58a0f14e81:	49 8b dd             	mov    %r13,%rbx
    7f58a0f14e84:	48 d3 eb             	shr    %cl,%rbx
    7f58a0f14e87:	4b 23 9c f4 90 00 00 	and    0x90(%r12,%r14,8),%rbx
    7f58a0f14e8e:	00 
    7f58a0f14e8f:	41 8b cb             	mov    %r11d,%ecx
    7f58a0f14e92:	48 d3 e3             	shl    %cl,%rbx
    7f58a0f14e95:	49 0b d9             	or     %r9,%rbx
    7f58a0f14e98:	48 89 5c 24 28       	mov    %rbx,0x28(%rsp)
    7f58a0f14e9d:	45 85 c0             	test   %r8d,%r8d
    7f58a0f14ea0:	0f 84 82 0a 00 00    	je     0x7f58a0f15928
    7f58a0f14ea6:	44 8b 44 24 30       	mov    0x30(%rsp),%r8d
    7f58a0f14eab:	43 8b 6c c4 30       	mov    0x30(%r12,%r8,8),%ebp
                 ; implicit exception: dispatches to 0x00007f58a0f15c44
    7f58a0f14eb0:	45 8b 5c ec 08       	mov    0x8(%r12,%rbp,8),%r11d
    7f58a0f14eb5:	41 81 fb c0 2e 02 01 	cmp    $0x1022ec0,%r11d
    7f58a0f14ebc:	0f 85 9e 07 00 00    	jne    0x7f58a0f15660
    7f58a0f14ec2:	4c 8b 5c 24 20       	mov    0x20(%rsp),%r11
    7f58a0f14ec7:	4d 8b 5b 20          	mov    0x20(%r11),%r11
    7f58a0f14ecb:	49 8d 0c ec          	lea    (%r12,%rbp,8),%rcx
    7f58a0f14ecf:	44 8b 41 1c          	mov    0x1c(%rcx),%r8d
    7f58a0f14ed3:	45 8b cb             	mov    %r11d,%r9d
    7f58a0f14ed6:	41 83 e1 3f          	and    $0x3f,%r9d
    7f58a0f14eda:	41 8b e9             	mov    %r9d,%ebp
    7f58a0f14edd:	83 c5 20             	add    $0x20,%ebp
                 ; implicit exception: dispatches to 0x00007f58a0f15c50
    7f58a0f14ee0:	47 8b 5c c4 0c       	mov    0xc(%r12,%r8,8),%r11d
    7f58a0f14ee5:	41 3b eb             	cmp    %r11d,%ebp
    7f58a0f14ee8:	0f 83 40 06 00 00    	jae    0x7f58a0f1552e
    7f58a0f14eee:	4f 8d 1c c4          	lea    (%r12,%r8,8),%r11
    7f58a0f14ef2:	47 8b 84 8b 90 00 00 	mov    0x90(%r11,%r9,4),%r8d
    7f58a0f14ef9:	00 
    7f58a0f14efa:	4b 8d 3c f4          	lea    (%r12,%r14,8),%rdi
    7f58a0f14efe:	44 8b 5c 24 30       	mov    0x30(%rsp),%r11d
    7f58a0f14f03:	4b 8d 34 dc          	lea    (%r12,%r11,8),%rsi
    7f58a0f14f07:	45 85 c0             	test   %r8d,%r8d
    7f58a0f14f0a:	0f 84 ae 05 00 00    	je     0x7f58a0f154be
    7f58a0f14f10:	43 8b ac c4 90 00 00 	mov    0x90(%r12,%r8,8),%ebp
    7f58a0f14f17:	00 
    7f58a0f14f18:	4c 8b dd             	mov    %rbp,%r11
    7f58a0f14f1b:	49 c1 e3 03          	shl    $0x3,%r11
    7f58a0f14f1f:	4c 8b 4c 24 20       	mov    0x20(%rsp),%r9
    7f58a0f14f24:	4d 3b d9             	cmp    %r9,%r11
    7f58a0f14f27:	0f 85 bf 08 00 00    	jne    0x7f58a0f157ec
    7f58a0f14f2d:	47 8b 4c c4 08       	mov    0x8(%r12,%r8,8),%r9d
    7f58a0f14f32:	41 81 f9 a0 39 02 01 	cmp    $0x10239a0,%r9d
    7f58a0f14f39:	0f 85 52 0c 00 00    	jne    0x7f58a0f15b91
    7f58a0f14f3f:	49 c1 e0 03          	shl    $0x3,%r8
    7f58a0f14f43:	41 8b 98 94 00 00 00 	mov    0x94(%r8),%ebx
    7f58a0f14f4a:	45 8b 88 9c 00 00 00 	mov    0x9c(%r8),%r9d
    7f58a0f14f51:	45 8b 98 98 00 00 00 	mov    0x98(%r8),%r11d
    7f58a0f14f58:	41 3b db             	cmp    %r11d,%ebx
    7f58a0f14f5b:	0f 84 1e 01 00 00    	je     0x7f58a0f1507f
    7f58a0f14f61:	44 8b db             	mov    %ebx,%r11d
    7f58a0f14f64:	41 83 c3 08          	add    $0x8,%r11d
    7f58a0f14f68:	45 89 98 94 00 00 00 	mov    %r11d,0x94(%r8)
    7f58a0f14f6f:	43 8b 6c cc 0c       	mov    0xc(%r12,%r9,8),%ebp
    7f58a0f14f74:	83 c5 f9             	add    $0xfffffff9,%ebp
    7f58a0f14f77:	85 ed                	test   %ebp,%ebp
    7f58a0f14f79:	0f 8c 3d 07 00 00    	jl     0x7f58a0f156bc
    7f58a0f14f7f:	3b dd                	cmp    %ebp,%ebx
    7f58a0f14f81:	0f 83 ed 05 00 00    	jae    0x7f58a0f15574
    7f58a0f14f87:	4f 8d 1c cc          	lea    (%r12,%r9,8),%r11
    7f58a0f14f8b:	4d 8b 4c 1b 10       	mov    0x10(%r11,%rbx,1),%r9
    7f58a0f14f90:	49 0f c9             	bswap  %r9
    7f58a0f14f93:	44 8b 44 24 30       	mov    0x30(%rsp),%r8d
    7f58a0f14f98:	4f 23 4c c4 18       	and    0x18(%r12,%r8,8),%r9
    7f58a0f14f9d:	43 0f b6 ac f4 b8 00 	movzbl 0xb8(%r12,%r14,8),%ebp
    7f58a0f14fa4:	00 00 
    7f58a0f14fa6:	85 ed                	test   %ebp,%ebp
    7f58a0f14fa8:	0f 84 b6 09 00 00    	je     0x7f58a0f15964
    7f58a0f14fae:	4f 8b 9c f4 b0 00 00 	mov    0xb0(%r12,%r14,8),%r11
    7f58a0f14fb5:	00 
    7f58a0f14fb6:	4f 8b 84 f4 a8 00 00 	mov    0xa8(%r12,%r14,8),%r8
    7f58a0f14fbd:	00 
    7f58a0f14fbe:	4b 8b 8c f4 a0 00 00 	mov    0xa0(%r12,%r14,8),%rcx
    7f58a0f14fc5:	00 
    7f58a0f14fc6:	45 8b db             	mov    %r11d,%r11d
    7f58a0f14fc9:	8b c9                	mov    %ecx,%ecx
    7f58a0f14fcb:	48 d3 e8             	shr    %cl,%rax
    7f58a0f14fce:	49 23 c0             	and    %r8,%rax
    7f58a0f14fd1:	41 8b cb             	mov    %r11d,%ecx
    7f58a0f14fd4:	48 d3 e0             	shl    %cl,%rax
    7f58a0f14fd7:	49 0b c2             	or     %r10,%rax
    7f58a0f14fda:	49 0b c1             	or     %r9,%rax
    7f58a0f14fdd:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7f58a0f14fe2:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f58a0f14fe7:	45 8b 53 08          	mov    0x8(%r11),%r10d
    7f58a0f14feb:	41 81 fa 10 a6 08 01 	cmp    $0x108a610,%r10d
    7f58a0f14ff2:	0f 85 a4 06 00 00    	jne    0x7f58a0f1569c
    7f58a0f14ff8:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f58a0f14ffd:	4d 85 d2             	test   %r10,%r10
    7f58a0f15000:	74 11                	je     0x7f58a0f15013
    7f58a0f15002:	45 8b 5a 08          	mov    0x8(%r10),%r11d
    7f58a0f15006:	41 81 fb 98 69 0b 00 	cmp    $0xb6998,%r11d
    7f58a0f1500d:	0f 85 f5 06 00 00    	jne    0x7f58a0f15708
    7f58a0f15013:	49 8b 87 08 01 00 00 	mov    0x108(%r15),%rax
    7f58a0f1501a:	4c 8b d0             	mov    %rax,%r10
    7f58a0f1501d:	49 83 c2 20          	add    $0x20,%r10
    7f58a0f15021:	4d 3b 97 18 01 00 00 	cmp    0x118(%r15),%r10
    7f58a0f15028:	0f 83 4a 04 00 00    	jae    0x7f58a0f15478
    7f58a0f1502e:	4d 89 97 08 01 00 00 	mov    %r10,0x108(%r15)
    7f58a0f15035:	41 0f 18 82 00 01 00 	prefetchnta 0x100(%r10)
    7f58a0f1503c:	00 
    7f58a0f1503d:	48 c7 00 01 00 00 00 	movq   $0x1,(%rax)
                 ;   {metadata('java/util/UUID')}
    7f58a0f15044:	c7 40 08 d8 d3 0c 01 	movl   $0x10cd3d8,0x8(%rax)
    7f58a0f1504b:	44 89 60 0c          	mov    %r12d,0xc(%rax)
    7f58a0f1504f:	4c 89 60 10          	mov    %r12,0x10(%rax)
    7f58a0f15053:	4c 89 60 18          	mov    %r12,0x18(%rax)
    7f58a0f15057:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f58a0f1505c:	4c 89 50 10          	mov    %r10,0x10(%rax)
    7f58a0f15060:	4c 8b 54 24 20       	mov    0x20(%rsp),%r10
    7f58a0f15065:	4c 89 50 18          	mov    %r10,0x18(%rax)
    7f58a0f15069:	48 81 c4 90 00 00 00 	add    $0x90,%rsp
                 ;   {poll_return}
    7f58a0f15070:	5d                   	pop    %rbp
    7f58a0f15071:	49 3b a7 40 03 00 00 	cmp    0x340(%r15),%rsp
    7f58a0f15078:	0f 87 36 0c 00 00    	ja     0x7f58a0f15cb4
    7f58a0f1507e:	c3                   	ret
    7f58a0f1507f:	43 8b 54 cc 0c       	mov    0xc(%r12,%r9,8),%edx
    7f58a0f15084:	44 8b 59 14          	mov    0x14(%rcx),%r11d
    7f58a0f15088:	45 85 db             	test   %r11d,%r11d
    7f58a0f1508b:	0f 84 94 0a 00 00    	je     0x7f58a0f15b25
    7f58a0f15091:	8b ca                	mov    %edx,%ecx
    7f58a0f15093:	4c 89 44 24 40       	mov    %r8,0x40(%rsp)
    7f58a0f15098:	48 8b de             	mov    %rsi,%rbx
    7f58a0f1509b:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f58a0f150a0:	48 8f 44 24 38       	rex.W pop 0x38(%rsp)
    7f58a0f150a5:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f58a0f150aa:	4c 89 6c 24 20       	mov    %r13,0x20(%rsp)
    7f58a0f150af:	44 89 34 24          	mov    %r14d,(%rsp)
    7f58a0f150b3:	8b 6c 24 30          	mov    0x30(%rsp),%ebp
    7f58a0f150b7:	4f 8d 14 cc          	lea    (%r12,%r9,8),%r10
    7f58a0f150bb:	4b 8d 34 dc          	lea    (%r12,%r11,8),%rsi
    7f58a0f150bf:	49 8b d2             	mov    %r10,%rdx
    7f58a0f150c2:	48 89 7c 24 48       	mov    %rdi,0x48(%rsp)
    7f58a0f150c7:	48 89 5c 24 50       	mov    %rbx,0x50(%rsp)
    7f58a0f150cc:	48 89 54 24 60       	mov    %rdx,0x60(%rsp)
    7f58a0f150d1:	66 90                	xchg   %ax,%ax
    7f58a0f150d3:	e8 68 59 5e f8       	call   0x7f58994faa40
    7f58a0f150d8:	4c 8b 44 24 40       	mov    0x40(%rsp),%r8
    7f58a0f150dd:	41 89 80 98 00 00 00 	mov    %eax,0x98(%r8)
    7f58a0f150e4:	45 8b 88 9c 00 00 00 	mov    0x9c(%r8),%r9d
    7f58a0f150eb:	45 89 a0 94 00 00 00 	mov    %r12d,0x94(%r8)
    7f58a0f150f2:	41 bb 08 00 00 00    	mov    $0x8,%r11d
    7f58a0f150f8:	33 db                	xor    %ebx,%ebx
    7f58a0f150fa:	89 6c 24 30          	mov    %ebp,0x30(%rsp)
    7f58a0f150fe:	44 8b 34 24          	mov    (%rsp),%r14d
    7f58a0f15102:	48 8b 44 24 20       	mov    0x20(%rsp),%rax
    7f58a0f15107:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f58a0f1510c:	48 ff 74 24 38       	rex.W push 0x38(%rsp)
    7f58a0f15111:	48 8f 44 24 28       	rex.W pop 0x28(%rsp)
    7f58a0f15116:	e9 4d fe ff ff       	jmp    0x7f58a0f14f68
    7f58a0f1511b:	83 fd 40             	cmp    $0x40,%ebp
    7f58a0f1511e:	0f 85 14 0a 00 00    	jne    0x7f58a0f15b38
    7f58a0f15124:	49 8b f1             	mov    %r9,%rsi
    7f58a0f15127:	49 03 f5             	add    %r13,%rsi
    7f58a0f1512a:	48 89 74 24 68       	mov    %rsi,0x68(%rsp)
    7f58a0f1512f:	33 ed                	xor    %ebp,%ebp
    7f58a0f15131:	e9 c0 00 00 00       	jmp    0x7f58a0f151f6
    7f58a0f15136:	48 89 44 24 60       	mov    %rax,0x60(%rsp)
    7f58a0f1513b:	48 89 5c 24 48       	mov    %rbx,0x48(%rsp)
    7f58a0f15140:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7f58a0f15145:	44 89 74 24 3c       	mov    %r14d,0x3c(%rsp)
    7f58a0f1514a:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f1514f:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7f58a0f15153:	89 44 24 38          	mov    %eax,0x38(%rsp)
    7f58a0f15157:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f1515c:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7f58a0f15161:	48 ff 74 24 20       	rex.W push 0x20(%rsp)
    7f58a0f15166:	48 8f 44 24 28       	rex.W pop 0x28(%rsp)
    7f58a0f1516b:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7f58a0f15170:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f58a0f15175:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15179:	4d 8b d0             	mov    %r8,%r10
    7f58a0f1517c:	89 4c 24 58          	mov    %ecx,0x58(%rsp)
    7f58a0f15180:	49 d3 e2             	shl    %cl,%r10
    7f58a0f15183:	4c 89 54 24 68       	mov    %r10,0x68(%rsp)
    7f58a0f15188:	bd 01 00 00 00       	mov    $0x1,%ebp
    7f58a0f1518d:	4d 3b c5             	cmp    %r13,%r8
    7f58a0f15190:	4c 89 44 24 50       	mov    %r8,0x50(%rsp)
    7f58a0f15195:	0f 4e ee             	cmovle %esi,%ebp
                 ;   {optimized virtual_call}
    7f58a0f15198:	48 8b f7             	mov    %rdi,%rsi
    7f58a0f1519b:	e8 4f 0b 00 00       	call   0x7f58a0f15cef
    7f58a0f151a0:	48 0b 44 24 68       	or     0x68(%rsp),%rax
    7f58a0f151a5:	48 89 44 24 68       	mov    %rax,0x68(%rsp)
    7f58a0f151aa:	48 8b 14 24          	mov    (%rsp),%rdx
    7f58a0f151ae:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7f58a0f151b3:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f58a0f151b8:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f58a0f151bd:	48 8f 44 24 20       	rex.W pop 0x20(%rsp)
    7f58a0f151c2:	4c 8b 4c 24 30       	mov    0x30(%rsp),%r9
    7f58a0f151c7:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f151cc:	8b 44 24 38          	mov    0x38(%rsp),%eax
    7f58a0f151d0:	89 44 24 30          	mov    %eax,0x30(%rsp)
    7f58a0f151d4:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f151d9:	44 8b 74 24 3c       	mov    0x3c(%rsp),%r14d
    7f58a0f151de:	48 8b 7c 24 40       	mov    0x40(%rsp),%rdi
    7f58a0f151e3:	48 8b 5c 24 48       	mov    0x48(%rsp),%rbx
    7f58a0f151e8:	4c 8b 44 24 50       	mov    0x50(%rsp),%r8
    7f58a0f151ed:	8b 4c 24 58          	mov    0x58(%rsp),%ecx
    7f58a0f151f1:	48 8b 44 24 60       	mov    0x60(%rsp),%rax
    7f58a0f151f6:	85 ed                	test   %ebp,%ebp
    7f58a0f151f8:	0f 84 62 02 00 00    	je     0x7f58a0f15460
    7f58a0f151fe:	4c 89 44 24 50       	mov    %r8,0x50(%rsp)
    7f58a0f15203:	48 89 5c 24 48       	mov    %rbx,0x48(%rsp)
    7f58a0f15208:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7f58a0f1520d:	44 89 74 24 3c       	mov    %r14d,0x3c(%rsp)
    7f58a0f15212:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f15217:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7f58a0f1521b:	89 44 24 38          	mov    %eax,0x38(%rsp)
    7f58a0f1521f:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f15224:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7f58a0f15229:	48 ff 74 24 20       	rex.W push 0x20(%rsp)
    7f58a0f1522e:	48 8f 44 24 28       	rex.W pop 0x28(%rsp)
    7f58a0f15233:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7f58a0f15238:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f58a0f1523d:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15241:	48 bf f8 47 83 87 06 	movabs $0x6878347f8,%rdi
    7f58a0f15248:	00 00 00 
    7f58a0f1524b:	48 8b 74 24 40       	mov    0x40(%rsp),%rsi
    7f58a0f15250:	48 8b d3             	mov    %rbx,%rdx
    7f58a0f15253:	49 8b c9             	mov    %r9,%rcx
    7f58a0f15256:	4c 8b 44 24 68       	mov    0x68(%rsp),%r8
    7f58a0f1525b:	4c 8b 4c 24 50       	mov    0x50(%rsp),%r9
                 ;   {optimized virtual_call}
    7f58a0f15260:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15263:	e8 96 0a 00 00       	call   0x7f58a0f15cfe
    7f58a0f15268:	48 85 c0             	test   %rax,%rax
    7f58a0f1526b:	7d 41                	jge    0x7f58a0f152ae
    7f58a0f1526d:	48 8b 14 24          	mov    (%rsp),%rdx
    7f58a0f15271:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7f58a0f15276:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f58a0f1527b:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f58a0f15280:	48 8f 44 24 20       	rex.W pop 0x20(%rsp)
    7f58a0f15285:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f1528a:	8b 44 24 38          	mov    0x38(%rsp),%eax
    7f58a0f1528e:	89 44 24 30          	mov    %eax,0x30(%rsp)
    7f58a0f15292:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f15297:	44 8b 74 24 3c       	mov    0x3c(%rsp),%r14d
    7f58a0f1529c:	48 8b 7c 24 40       	mov    0x40(%rsp),%rdi
    7f58a0f152a1:	48 8b 5c 24 48       	mov    0x48(%rsp),%rbx
    7f58a0f152a6:	4c 8b e8             	mov    %rax,%r13
    7f58a0f152a9:	e9 4c fb ff ff       	jmp    0x7f58a0f14dfa
    7f58a0f152ae:	48 8b 14 24          	mov    (%rsp),%rdx
    7f58a0f152b2:	44 8b 54 24 1c       	mov    0x1c(%rsp),%r10d
    7f58a0f152b7:	44 8b 5c 24 20       	mov    0x20(%rsp),%r11d
    7f58a0f152bc:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f58a0f152c1:	48 8f 44 24 20       	rex.W pop 0x20(%rsp)
    7f58a0f152c6:	4c 8b 4c 24 30       	mov    0x30(%rsp),%r9
    7f58a0f152cb:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f152d0:	8b 44 24 38          	mov    0x38(%rsp),%eax
    7f58a0f152d4:	89 44 24 30          	mov    %eax,0x30(%rsp)
    7f58a0f152d8:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f152dd:	44 8b 74 24 3c       	mov    0x3c(%rsp),%r14d
    7f58a0f152e2:	48 8b 7c 24 40       	mov    0x40(%rsp),%rdi
    7f58a0f152e7:	48 8b 5c 24 48       	mov    0x48(%rsp),%rbx
    7f58a0f152ec:	4c 8b 44 24 50       	mov    0x50(%rsp),%r8
    7f58a0f152f1:	49 8b c1             	mov    %r9,%rax
    7f58a0f152f4:	4c 8b 4c 24 68       	mov    0x68(%rsp),%r9
    7f58a0f152f9:	f0 4f 0f b1 8c dc 98 	lock cmpxchg %r9,0x98(%r12,%r11,8)
    7f58a0f15300:	00 00 00 
    7f58a0f15303:	40 0f 94 c6          	sete   %sil
    7f58a0f15307:	40 0f b6 f6          	movzbl %sil,%esi
    7f58a0f1530b:	85 f6                	test   %esi,%esi
    7f58a0f1530d:	0f 84 9f 01 00 00    	je     0x7f58a0f154b2
    7f58a0f15313:	85 ed                	test   %ebp,%ebp
    7f58a0f15315:	74 73                	je     0x7f58a0f1538a
    7f58a0f15317:	48 89 5c 24 40       	mov    %rbx,0x40(%rsp)
    7f58a0f1531c:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7f58a0f15321:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7f58a0f15326:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f1532b:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7f58a0f1532f:	89 44 24 1c          	mov    %eax,0x1c(%rsp)
    7f58a0f15333:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f15338:	44 89 14 24          	mov    %r10d,(%rsp)
    7f58a0f1533c:	48 8b ea             	mov    %rdx,%rbp
    7f58a0f1533f:	49 8b d0             	mov    %r8,%rdx
    7f58a0f15342:	4b 03 94 dc 90 00 00 	add    0x90(%r12,%r11,8),%rdx
    7f58a0f15349:	00 
    7f58a0f1534a:	44 89 5c 24 04       	mov    %r11d,0x4(%rsp)
    7f58a0f1534f:	48 8b f7             	mov    %rdi,%rsi
    7f58a0f15352:	90                   	nop
    7f58a0f15353:	e8 b5 09 00 00       	call   0x7f58a0f15d0d
    7f58a0f15358:	48 8b d5             	mov    %rbp,%rdx
    7f58a0f1535b:	44 8b 14 24          	mov    (%rsp),%r10d
    7f58a0f1535f:	44 8b 5c 24 04       	mov    0x4(%rsp),%r11d
    7f58a0f15364:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f15369:	8b 44 24 1c          	mov    0x1c(%rsp),%eax
    7f58a0f1536d:	89 44 24 30          	mov    %eax,0x30(%rsp)
    7f58a0f15371:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f15376:	44 8b 74 24 28       	mov    0x28(%rsp),%r14d
    7f58a0f1537b:	48 8b 7c 24 38       	mov    0x38(%rsp),%rdi
    7f58a0f15380:	48 8b 5c 24 40       	mov    0x40(%rsp),%rbx
    7f58a0f15385:	4c 8b 4c 24 68       	mov    0x68(%rsp),%r9
    7f58a0f1538a:	49 8b c1             	mov    %r9,%rax
    7f58a0f1538d:	e9 14 ff ff ff       	jmp    0x7f58a0f152a6
    7f58a0f15392:	4d 8b d3             	mov    %r11,%r10
    7f58a0f15395:	4c 8b c0             	mov    %rax,%r8
    7f58a0f15398:	49 89 42 18          	mov    %rax,0x18(%r10)
    7f58a0f1539c:	41 c7 42 20 01 00 00 	movl   $0x1,0x20(%r10)
    7f58a0f153a3:	00 
    7f58a0f153a4:	e9 73 f9 ff ff       	jmp    0x7f58a0f14d1c
    7f58a0f153a9:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7f58a0f153ae:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f153b3:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7f58a0f153b7:	89 44 24 04          	mov    %eax,0x4(%rsp)
    7f58a0f153bb:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f153c0:	44 89 14 24          	mov    %r10d,(%rsp)
    7f58a0f153c4:	48 8b ea             	mov    %rdx,%rbp
    7f58a0f153c7:	49 8b d6             	mov    %r14,%rdx
    7f58a0f153ca:	48 c1 e2 03          	shl    $0x3,%rdx
    7f58a0f153ce:	44 89 74 24 1c       	mov    %r14d,0x1c(%rsp)
    7f58a0f153d3:	48 8b f7             	mov    %rdi,%rsi
    7f58a0f153d6:	48 8b cb             	mov    %rbx,%rcx
    7f58a0f153d9:	4d 8b c5             	mov    %r13,%r8
    7f58a0f153dc:	48 89 7c 24 30       	mov    %rdi,0x30(%rsp)
    7f58a0f153e1:	66 90                	xchg   %ax,%ax
    7f58a0f153e3:	e8 34 09 00 00       	call   0x7f58a0f15d1c
    7f58a0f153e8:	48 8b d8             	mov    %rax,%rbx
    7f58a0f153eb:	41 80 7f 38 00       	cmpb   $0x0,0x38(%r15)
    7f58a0f153f0:	0f 85 b2 06 00 00    	jne    0x7f58a0f15aa8
    7f58a0f153f6:	4c 8b db             	mov    %rbx,%r11
    7f58a0f153f9:	49 c1 eb 03          	shr    $0x3,%r11
    7f58a0f153fd:	44 89 5d 30          	mov    %r11d,0x30(%rbp)
    7f58a0f15401:	4c 8b d5             	mov    %rbp,%r10
    7f58a0f15404:	4c 8b db             	mov    %rbx,%r11
    7f58a0f15407:	4d 33 da             	xor    %r10,%r11
    7f58a0f1540a:	49 c1 eb 16          	shr    $0x16,%r11
    7f58a0f1540e:	4d 85 db             	test   %r11,%r11
    7f58a0f15411:	74 1f                	je     0x7f58a0f15432
    7f58a0f15413:	48 85 db             	test   %rbx,%rbx
    7f58a0f15416:	74 1a                	je     0x7f58a0f15432
    7f58a0f15418:	49 c1 ea 09          	shr    $0x9,%r10
    7f58a0f1541c:	48 bf 00 00 40 95 58 	movabs $0x7f5895400000,%rdi
    7f58a0f15423:	7f 00 00 
    7f58a0f15426:	49 03 fa             	add    %r10,%rdi
    7f58a0f15429:	80 3f 04             	cmpb   $0x4,(%rdi)
    7f58a0f1542c:	0f 85 ad 06 00 00    	jne    0x7f58a0f15adf
    7f58a0f15432:	48 85 db             	test   %rbx,%rbx
    7f58a0f15435:	0f 84 35 07 00 00    	je     0x7f58a0f15b70
    7f58a0f1543b:	44 8b 14 24          	mov    (%rsp),%r10d
    7f58a0f1543f:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f15444:	8b 44 24 04          	mov    0x4(%rsp),%eax
    7f58a0f15448:	89 44 24 30          	mov    %eax,0x30(%rsp)
    7f58a0f1544c:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f15451:	44 8b 74 24 1c       	mov    0x1c(%rsp),%r14d
    7f58a0f15456:	4c 8b 6c 24 28       	mov    0x28(%rsp),%r13
    7f58a0f1545b:	e9 cc f9 ff ff       	jmp    0x7f58a0f14e2c
    7f58a0f15460:	48 8b 74 24 68       	mov    0x68(%rsp),%rsi
    7f58a0f15465:	48 d3 fe             	sar    %cl,%rsi
    7f58a0f15468:	48 3b f0             	cmp    %rax,%rsi
    7f58a0f1546b:	0f 84 a2 00 00 00    	je     0x7f58a0f15513
    7f58a0f15471:	33 ed                	xor    %ebp,%ebp
    7f58a0f15473:	e9 86 fd ff ff       	jmp    0x7f58a0f151fe
                 ;   {metadata('java/util/UUID')}
    7f58a0f15478:	48 be d8 d3 0c 30 58 	movabs $0x7f58300cd3d8,%rsi
    7f58a0f1547f:	7f 00 00 
    7f58a0f15482:	90                   	nop
    7f58a0f15483:	e8 78 99 b1 ff       	call   0x7f58a0a2ee00
    7f58a0f15488:	e9 ca fb ff ff       	jmp    0x7f58a0f15057
    7f58a0f1548d:	c6 45 24 01          	movb   $0x1,0x24(%rbp)
    7f58a0f15491:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7f58a0f15497:	e9 11 f8 ff ff       	jmp    0x7f58a0f14cad
    7f58a0f1549c:	49 8b f3             	mov    %r11,%rsi
    7f58a0f1549f:	48 8b d0             	mov    %rax,%rdx
    7f58a0f154a2:	90                   	nop
    7f58a0f154a3:	e8 83 08 00 00       	call   0x7f58a0f15d2b
    7f58a0f154a8:	4c 8b 44 24 58       	mov    0x58(%rsp),%r8
    7f58a0f154ad:	e9 6a f8 ff ff       	jmp    0x7f58a0f14d1c
    7f58a0f154b2:	48 c7 c0 ff ff ff ff 	mov    $0xffffffffffffffff,%rax
    7f58a0f154b9:	e9 e8 fd ff ff       	jmp    0x7f58a0f152a6
    7f58a0f154be:	4c 8b ce             	mov    %rsi,%r9
    7f58a0f154c1:	48 89 5c 24 38       	mov    %rbx,0x38(%rsp)
    7f58a0f154c6:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f58a0f154cb:	4c 89 6c 24 20       	mov    %r13,0x20(%rsp)
    7f58a0f154d0:	44 89 34 24          	mov    %r14d,(%rsp)
    7f58a0f154d4:	8b 6c 24 30          	mov    0x30(%rsp),%ebp
    7f58a0f154d8:	48 8b f1             	mov    %rcx,%rsi
    7f58a0f154db:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7f58a0f154e0:	4c 89 4c 24 48       	mov    %r9,0x48(%rsp)
    7f58a0f154e5:	66 90                	xchg   %ax,%ax
    7f58a0f154e7:	e8 94 3b a7 ff       	call   0x7f58a0989080
    7f58a0f154ec:	4c 8b d8             	mov    %rax,%r11
    7f58a0f154ef:	89 6c 24 30          	mov    %ebp,0x30(%rsp)
    7f58a0f154f3:	44 8b 34 24          	mov    (%rsp),%r14d
    7f58a0f154f7:	48 8b 44 24 20       	mov    0x20(%rsp),%rax
    7f58a0f154fc:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7f58a0f15501:	48 ff 74 24 38       	rex.W push 0x38(%rsp)
    7f58a0f15506:	48 8f 44 24 28       	rex.W pop 0x28(%rsp)
    7f58a0f1550b:	4d 8b cb             	mov    %r11,%r9
    7f58a0f1550e:	e9 80 fa ff ff       	jmp    0x7f58a0f14f93
    7f58a0f15513:	49 8b c8             	mov    %r8,%rcx
    7f58a0f15516:	4b 03 4c d4 10       	add    0x10(%r12,%r10,8),%rcx
    7f58a0f1551b:	48 3b f1             	cmp    %rcx,%rsi
    7f58a0f1551e:	7e 07                	jle    0x7f58a0f15527
    7f58a0f15520:	33 ed                	xor    %ebp,%ebp
    7f58a0f15522:	e9 d7 fc ff ff       	jmp    0x7f58a0f151fe
    7f58a0f15527:	33 ed                	xor    %ebp,%ebp
    7f58a0f15529:	e9 c3 fd ff ff       	jmp    0x7f58a0f152f1
    7f58a0f1552e:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f58a0f15533:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f58a0f15538:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f1553c:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f15541:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f58a0f15546:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f58a0f1554b:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f58a0f15550:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f58a0f15555:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f58a0f1555a:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f58a0f1555f:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
    7f58a0f15564:	48 89 4c 24 40       	mov    %rcx,0x40(%rsp)
    7f58a0f15569:	44 89 44 24 34       	mov    %r8d,0x34(%rsp)
    7f58a0f1556e:	90                   	nop
    7f58a0f1556f:	e8 8c 90 a7 ff       	call   0x7f58a098e600
    7f58a0f15574:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7f58a0f15579:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f58a0f1557e:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f15582:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f15587:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f58a0f1558c:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f58a0f15591:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f58a0f15596:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f58a0f1559b:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7f58a0f155a0:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f58a0f155a5:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f58a0f155aa:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7f58a0f155af:	44 89 4c 24 34       	mov    %r9d,0x34(%rsp)
    7f58a0f155b4:	89 5c 24 38          	mov    %ebx,0x38(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f155b8:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f155bb:	e8 40 90 a7 ff       	call   0x7f58a098e600
    7f58a0f155c0:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f58a0f155c5:	48 8b ea             	mov    %rdx,%rbp
    7f58a0f155c8:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7f58a0f155cd:	48 89 0c 24          	mov    %rcx,(%rsp)
    7f58a0f155d1:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7f58a0f155d6:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7f58a0f155db:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7f58a0f155df:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7f58a0f155e3:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f58a0f155e8:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7f58a0f155ed:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7f58a0f155f2:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7f58a0f155f7:	89 5c 24 2c          	mov    %ebx,0x2c(%rsp)
    7f58a0f155fb:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7f58a0f15600:	89 7c 24 38          	mov    %edi,0x38(%rsp)
    7f58a0f15604:	44 89 44 24 3c       	mov    %r8d,0x3c(%rsp)
    7f58a0f15609:	66 90                	xchg   %ax,%ax
    7f58a0f1560b:	e8 f0 8f a7 ff       	call   0x7f58a098e600
    7f58a0f15610:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f58a0f15615:	48 8b ea             	mov    %rdx,%rbp
    7f58a0f15618:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7f58a0f1561d:	48 89 0c 24          	mov    %rcx,(%rsp)
    7f58a0f15621:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7f58a0f15626:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7f58a0f1562b:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7f58a0f1562f:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7f58a0f15633:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f58a0f15638:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7f58a0f1563d:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7f58a0f15642:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7f58a0f15647:	89 5c 24 2c          	mov    %ebx,0x2c(%rsp)
    7f58a0f1564b:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7f58a0f15650:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
    7f58a0f15655:	44 89 44 24 40       	mov    %r8d,0x40(%rsp)
    7f58a0f1565a:	90                   	nop
    7f58a0f1565b:	e8 a0 8f a7 ff       	call   0x7f58a098e600
    7f58a0f15660:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f58a0f15665:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f58a0f1566a:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f1566e:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f15673:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f58a0f15678:	44 8b 44 24 18       	mov    0x18(%rsp),%r8d
    7f58a0f1567d:	44 89 44 24 10       	mov    %r8d,0x10(%rsp)
    7f58a0f15682:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f58a0f15687:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f58a0f1568c:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f58a0f15691:	4c 89 6c 24 28       	mov    %r13,0x28(%rsp)
    7f58a0f15696:	90                   	nop
    7f58a0f15697:	e8 64 8f a7 ff       	call   0x7f58a098e600
    7f58a0f1569c:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f58a0f156a1:	49 8b eb             	mov    %r11,%rbp
    7f58a0f156a4:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f58a0f156a9:	4c 89 14 24          	mov    %r10,(%rsp)
    7f58a0f156ad:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f58a0f156b2:	44 89 54 24 08       	mov    %r10d,0x8(%rsp)
    7f58a0f156b7:	e8 44 8f a7 ff       	call   0x7f58a098e600
    7f58a0f156bc:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7f58a0f156c1:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f58a0f156c6:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f156ca:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f156cf:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f58a0f156d4:	44 8b 44 24 18       	mov    0x18(%rsp),%r8d
    7f58a0f156d9:	44 89 44 24 10       	mov    %r8d,0x10(%rsp)
    7f58a0f156de:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f58a0f156e3:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7f58a0f156e8:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f58a0f156ed:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7f58a0f156f2:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7f58a0f156f7:	44 89 4c 24 34       	mov    %r9d,0x34(%rsp)
    7f58a0f156fc:	89 5c 24 38          	mov    %ebx,0x38(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15700:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15703:	e8 f8 8e a7 ff       	call   0x7f58a098e600
    7f58a0f15708:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f58a0f1570d:	49 8b ea             	mov    %r10,%rbp
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15710:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15713:	e8 e8 8e a7 ff       	call   0x7f58a098e600
    7f58a0f15718:	bb 01 00 00 00       	mov    $0x1,%ebx
    7f58a0f1571d:	48 3b cb             	cmp    %rbx,%rcx
    7f58a0f15720:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f15725:	7c 08                	jl     0x7f58a0f1572f
    7f58a0f15727:	40 0f 95 c5          	setne  %bpl
    7f58a0f1572b:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f1572f:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15734:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15738:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f1573d:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15742:	44 89 5c 24 2c       	mov    %r11d,0x2c(%rsp)
    7f58a0f15747:	44 89 74 24 34       	mov    %r14d,0x34(%rsp)
    7f58a0f1574c:	4c 89 4c 24 38       	mov    %r9,0x38(%rsp)
    7f58a0f15751:	4c 89 6c 24 40       	mov    %r13,0x40(%rsp)
    7f58a0f15756:	44 89 44 24 48       	mov    %r8d,0x48(%rsp)
    7f58a0f1575b:	e8 a0 8e a7 ff       	call   0x7f58a098e600
    7f58a0f15760:	33 c9                	xor    %ecx,%ecx
    7f58a0f15762:	4c 3b c9             	cmp    %rcx,%r9
    7f58a0f15765:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f1576a:	7c 08                	jl     0x7f58a0f15774
    7f58a0f1576c:	40 0f 95 c5          	setne  %bpl
    7f58a0f15770:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f15774:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15779:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f1577d:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f15782:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15787:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7f58a0f1578c:	4c 89 4c 24 38       	mov    %r9,0x38(%rsp)
    7f58a0f15791:	4c 89 44 24 40       	mov    %r8,0x40(%rsp)
    7f58a0f15796:	48 89 44 24 48       	mov    %rax,0x48(%rsp)
    7f58a0f1579b:	e8 60 8e a7 ff       	call   0x7f58a098e600
    7f58a0f157a0:	45 33 c0             	xor    %r8d,%r8d
    7f58a0f157a3:	4d 3b e8             	cmp    %r8,%r13
    7f58a0f157a6:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f157ab:	7c 08                	jl     0x7f58a0f157b5
    7f58a0f157ad:	40 0f 95 c5          	setne  %bpl
    7f58a0f157b1:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f157b5:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f157ba:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f157be:	44 89 54 24 1c       	mov    %r10d,0x1c(%rsp)
    7f58a0f157c3:	44 89 5c 24 20       	mov    %r11d,0x20(%rsp)
    7f58a0f157c8:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7f58a0f157cd:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f157d2:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7f58a0f157d6:	89 44 24 28          	mov    %eax,0x28(%rsp)
    7f58a0f157da:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f157df:	4c 89 6c 24 30       	mov    %r13,0x30(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f157e4:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f157e7:	e8 14 8e a7 ff       	call   0x7f58a098e600
    7f58a0f157ec:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f157f1:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f58a0f157f6:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f157fa:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f157ff:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f58a0f15804:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f58a0f15809:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f58a0f1580e:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f58a0f15813:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f58a0f15818:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f58a0f1581d:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
    7f58a0f15822:	48 89 4c 24 40       	mov    %rcx,0x40(%rsp)
    7f58a0f15827:	44 89 44 24 34       	mov    %r8d,0x34(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f1582c:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f1582f:	e8 cc 8d a7 ff       	call   0x7f58a098e600
    7f58a0f15834:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15839:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f1583d:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f15842:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15847:	44 89 54 24 2c       	mov    %r10d,0x2c(%rsp)
    7f58a0f1584c:	44 89 74 24 34       	mov    %r14d,0x34(%rsp)
    7f58a0f15851:	4c 89 44 24 38       	mov    %r8,0x38(%rsp)
    7f58a0f15856:	90                   	nop
    7f58a0f15857:	e8 a4 8d a7 ff       	call   0x7f58a098e600
    7f58a0f1585c:	4c 3b c8             	cmp    %rax,%r9
    7f58a0f1585f:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f15864:	7c 08                	jl     0x7f58a0f1586e
    7f58a0f15866:	40 0f 95 c5          	setne  %bpl
    7f58a0f1586a:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f1586e:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15873:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15877:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f1587c:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15881:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7f58a0f15886:	4c 89 44 24 38       	mov    %r8,0x38(%rsp)
    7f58a0f1588b:	4c 89 6c 24 40       	mov    %r13,0x40(%rsp)
    7f58a0f15890:	4c 89 4c 24 48       	mov    %r9,0x48(%rsp)
    7f58a0f15895:	66 90                	xchg   %ax,%ax
    7f58a0f15897:	e8 64 8d a7 ff       	call   0x7f58a098e600
    7f58a0f1589c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f158a1:	48 8b 6c 24 08       	mov    0x8(%rsp),%rbp
    7f58a0f158a6:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f58a0f158ab:	4c 89 14 24          	mov    %r10,(%rsp)
    7f58a0f158af:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f58a0f158b4:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7f58a0f158b9:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7f58a0f158be:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f58a0f158c3:	4c 89 4c 24 28       	mov    %r9,0x28(%rsp)
    7f58a0f158c8:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
    7f58a0f158cd:	44 89 44 24 34       	mov    %r8d,0x34(%rsp)
    7f58a0f158d2:	90                   	nop
    7f58a0f158d3:	e8 28 8d a7 ff       	call   0x7f58a098e600
    7f58a0f158d8:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f158dd:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7f58a0f158e2:	4c 89 14 24          	mov    %r10,(%rsp)
    7f58a0f158e6:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7f58a0f158eb:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7f58a0f158f0:	44 8b 54 24 18       	mov    0x18(%rsp),%r10d
    7f58a0f158f5:	44 89 54 24 10       	mov    %r10d,0x10(%rsp)
    7f58a0f158fa:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f158ff:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7f58a0f15903:	89 44 24 18          	mov    %eax,0x18(%rsp)
    7f58a0f15907:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f1590c:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7f58a0f15911:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7f58a0f15916:	44 89 74 24 1c       	mov    %r14d,0x1c(%rsp)
    7f58a0f1591b:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15920:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15923:	e8 d8 8c a7 ff       	call   0x7f58a098e600
    7f58a0f15928:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f1592d:	48 8b 6c 24 08       	mov    0x8(%rsp),%rbp
    7f58a0f15932:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f15937:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f1593b:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f58a0f15940:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7f58a0f15945:	48 89 5c 24 10       	mov    %rbx,0x10(%rsp)
    7f58a0f1594a:	44 89 74 24 0c       	mov    %r14d,0xc(%rsp)
    7f58a0f1594f:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7f58a0f15954:	4c 89 6c 24 20       	mov    %r13,0x20(%rsp)
    7f58a0f15959:	44 89 44 24 2c       	mov    %r8d,0x2c(%rsp)
    7f58a0f1595e:	90                   	nop
    7f58a0f1595f:	e8 9c 8c a7 ff       	call   0x7f58a098e600
    7f58a0f15964:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15969:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7f58a0f1596e:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f15972:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f15977:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7f58a0f1597c:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f58a0f15981:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7f58a0f15986:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7f58a0f1598b:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7f58a0f15990:	4c 89 4c 24 20       	mov    %r9,0x20(%rsp)
    7f58a0f15995:	4c 89 54 24 28       	mov    %r10,0x28(%rsp)
    7f58a0f1599a:	44 89 74 24 14       	mov    %r14d,0x14(%rsp)
    7f58a0f1599f:	48 89 44 24 30       	mov    %rax,0x30(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f159a4:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f159a7:	e8 54 8c a7 ff       	call   0x7f58a098e600
    7f58a0f159ac:	48 3b c1             	cmp    %rcx,%rax
    7f58a0f159af:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f159b4:	7c 08                	jl     0x7f58a0f159be
    7f58a0f159b6:	40 0f 95 c5          	setne  %bpl
    7f58a0f159ba:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f159be:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f159c3:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f159c7:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f159cc:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f159d1:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7f58a0f159d6:	4c 89 4c 24 38       	mov    %r9,0x38(%rsp)
    7f58a0f159db:	4c 89 44 24 40       	mov    %r8,0x40(%rsp)
    7f58a0f159e0:	48 89 44 24 48       	mov    %rax,0x48(%rsp)
    7f58a0f159e5:	66 90                	xchg   %ax,%ax
    7f58a0f159e7:	e8 14 8c a7 ff       	call   0x7f58a098e600
    7f58a0f159ec:	48 3b c1             	cmp    %rcx,%rax
    7f58a0f159ef:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f159f4:	7c 08                	jl     0x7f58a0f159fe
    7f58a0f159f6:	40 0f 95 c5          	setne  %bpl
    7f58a0f159fa:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f159fe:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15a03:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15a07:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f15a0c:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15a11:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7f58a0f15a16:	4c 89 4c 24 38       	mov    %r9,0x38(%rsp)
    7f58a0f15a1b:	4c 89 44 24 40       	mov    %r8,0x40(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15a20:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15a23:	e8 d8 8b a7 ff       	call   0x7f58a098e600
    7f58a0f15a28:	45 33 c9             	xor    %r9d,%r9d
    7f58a0f15a2b:	49 3b c1             	cmp    %r9,%rax
    7f58a0f15a2e:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f15a33:	7c 08                	jl     0x7f58a0f15a3d
    7f58a0f15a35:	40 0f 95 c5          	setne  %bpl
    7f58a0f15a39:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f15a3d:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15a42:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15a46:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f15a4b:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15a50:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7f58a0f15a55:	4c 89 44 24 38       	mov    %r8,0x38(%rsp)
    7f58a0f15a5a:	48 89 44 24 40       	mov    %rax,0x40(%rsp)
    7f58a0f15a5f:	4c 89 6c 24 48       	mov    %r13,0x48(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15a64:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15a67:	e8 94 8b a7 ff       	call   0x7f58a098e600
    7f58a0f15a6c:	4d 3b c8             	cmp    %r8,%r9
    7f58a0f15a6f:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7f58a0f15a74:	7c 08                	jl     0x7f58a0f15a7e
    7f58a0f15a76:	40 0f 95 c5          	setne  %bpl
    7f58a0f15a7a:	40 0f b6 ed          	movzbl %bpl,%ebp
    7f58a0f15a7e:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15a83:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15a87:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f15a8c:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15a91:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7f58a0f15a96:	4c 89 6c 24 38       	mov    %r13,0x38(%rsp)
    7f58a0f15a9b:	4c 89 4c 24 40       	mov    %r9,0x40(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15aa0:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15aa3:	e8 58 8b a7 ff       	call   0x7f58a098e600
    7f58a0f15aa8:	44 8b 55 30          	mov    0x30(%rbp),%r10d
    7f58a0f15aac:	45 85 d2             	test   %r10d,%r10d
    7f58a0f15aaf:	0f 84 41 f9 ff ff    	je     0x7f58a0f153f6
    7f58a0f15ab5:	4d 8b 5f 20          	mov    0x20(%r15),%r11
    7f58a0f15ab9:	49 8b fa             	mov    %r10,%rdi
    7f58a0f15abc:	48 c1 e7 03          	shl    $0x3,%rdi
    7f58a0f15ac0:	4d 85 db             	test   %r11,%r11
    7f58a0f15ac3:	0f 84 b3 00 00 00    	je     0x7f58a0f15b7c
    7f58a0f15ac9:	4d 8b 57 30          	mov    0x30(%r15),%r10
    7f58a0f15acd:	4b 89 7c 1a f8       	mov    %rdi,-0x8(%r10,%r11,1)
    7f58a0f15ad2:	49 83 c3 f8          	add    $0xfffffffffffffff8,%r11
    7f58a0f15ad6:	4d 89 5f 20          	mov    %r11,0x20(%r15)
    7f58a0f15ada:	e9 17 f9 ff ff       	jmp    0x7f58a0f153f6
    7f58a0f15adf:	4d 8b 57 50          	mov    0x50(%r15),%r10
    7f58a0f15ae3:	4d 8b 5f 40          	mov    0x40(%r15),%r11
    7f58a0f15ae7:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7f58a0f15aed:	80 3f 00             	cmpb   $0x0,(%rdi)
    7f58a0f15af0:	0f 84 3c f9 ff ff    	je     0x7f58a0f15432
    7f58a0f15af6:	44 88 27             	mov    %r12b,(%rdi)
    7f58a0f15af9:	4d 85 db             	test   %r11,%r11
    7f58a0f15afc:	75 15                	jne    0x7f58a0f15b13
    7f58a0f15afe:	49 8b f7             	mov    %r15,%rsi
    7f58a0f15b01:	49 ba 60 31 0d b6 58 	movabs $0x7f58b60d3160,%r10
    7f58a0f15b08:	7f 00 00 
    7f58a0f15b0b:	41 ff d2             	call   *%r10
    7f58a0f15b0e:	e9 1f f9 ff ff       	jmp    0x7f58a0f15432
    7f58a0f15b13:	4b 89 7c 1a f8       	mov    %rdi,-0x8(%r10,%r11,1)
    7f58a0f15b18:	49 83 c3 f8          	add    $0xfffffffffffffff8,%r11
    7f58a0f15b1c:	4d 89 5f 40          	mov    %r11,0x40(%r15)
    7f58a0f15b20:	e9 0d f9 ff ff       	jmp    0x7f58a0f15432
    7f58a0f15b25:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15b2a:	41 8b e9             	mov    %r9d,%ebp
    7f58a0f15b2d:	89 14 24             	mov    %edx,(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15b30:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15b33:	e8 c8 8a a7 ff       	call   0x7f58a098e600
    7f58a0f15b38:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7f58a0f15b3d:	48 89 14 24          	mov    %rdx,(%rsp)
    7f58a0f15b41:	44 89 54 24 24       	mov    %r10d,0x24(%rsp)
    7f58a0f15b46:	44 89 5c 24 28       	mov    %r11d,0x28(%rsp)
    7f58a0f15b4b:	44 89 54 24 2c       	mov    %r10d,0x2c(%rsp)
    7f58a0f15b50:	44 89 74 24 34       	mov    %r14d,0x34(%rsp)
    7f58a0f15b55:	4c 89 44 24 40       	mov    %r8,0x40(%rsp)
    7f58a0f15b5a:	89 4c 24 48          	mov    %ecx,0x48(%rsp)
    7f58a0f15b5e:	48 89 44 24 50       	mov    %rax,0x50(%rsp)
    7f58a0f15b63:	4c 89 4c 24 58       	mov    %r9,0x58(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15b68:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15b6b:	e8 90 8a a7 ff       	call   0x7f58a098e600
    7f58a0f15b70:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15b75:	66 90                	xchg   %ax,%ax
    7f58a0f15b77:	e8 84 8a a7 ff       	call   0x7f58a098e600
    7f58a0f15b7c:	49 8b f7             	mov    %r15,%rsi
    7f58a0f15b7f:	49 ba 30 31 0d b6 58 	movabs $0x7f58b60d3130,%r10
    7f58a0f15b86:	7f 00 00 
    7f58a0f15b89:	41 ff d2             	call   *%r10
    7f58a0f15b8c:	e9 65 f8 ff ff       	jmp    0x7f58a0f153f6
    7f58a0f15b91:	be de ff ff ff       	mov    $0xffffffde,%esi
    7f58a0f15b96:	48 8b 6c 24 08       	mov    0x8(%rsp),%rbp
    7f58a0f15b9b:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7f58a0f15ba0:	4c 89 1c 24          	mov    %r11,(%rsp)
    7f58a0f15ba4:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7f58a0f15ba9:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7f58a0f15bae:	48 89 5c 24 10       	mov    %rbx,0x10(%rsp)
    7f58a0f15bb3:	44 89 74 24 0c       	mov    %r14d,0xc(%rsp)
    7f58a0f15bb8:	4c 89 54 24 18       	mov    %r10,0x18(%rsp)
    7f58a0f15bbd:	4c 89 6c 24 20       	mov    %r13,0x20(%rsp)
    7f58a0f15bc2:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7f58a0f15bc7:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7f58a0f15bcb:	89 44 24 28          	mov    %eax,0x28(%rsp)
    7f58a0f15bcf:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7f58a0f15bd4:	48 89 4c 24 30       	mov    %rcx,0x30(%rsp)
    7f58a0f15bd9:	44 89 44 24 2c       	mov    %r8d,0x2c(%rsp)
    7f58a0f15bde:	90                   	nop
    7f58a0f15bdf:	e8 1c 8a a7 ff       	call   0x7f58a098e600
    7f58a0f15be4:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15be9:	66 90                	xchg   %ax,%ax
    7f58a0f15beb:	e8 10 8a a7 ff       	call   0x7f58a098e600
    7f58a0f15bf0:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15bf5:	66 90                	xchg   %ax,%ax
    7f58a0f15bf7:	e8 04 8a a7 ff       	call   0x7f58a098e600
    7f58a0f15bfc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c01:	41 8b e8             	mov    %r8d,%ebp
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15c04:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15c07:	e8 f4 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c0c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c11:	66 90                	xchg   %ax,%ax
    7f58a0f15c13:	e8 e8 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c18:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c1d:	66 90                	xchg   %ax,%ax
    7f58a0f15c1f:	e8 dc 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c24:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c29:	66 90                	xchg   %ax,%ax
    7f58a0f15c2b:	e8 d0 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c30:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c35:	49 8b e9             	mov    %r9,%rbp
    7f58a0f15c38:	4c 89 2c 24          	mov    %r13,(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7f58a0f15c3c:	66 66 90             	data16 xchg %ax,%ax
    7f58a0f15c3f:	e8 bc 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c44:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c49:	66 90                	xchg   %ax,%ax
    7f58a0f15c4b:	e8 b0 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c50:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c55:	66 90                	xchg   %ax,%ax
    7f58a0f15c57:	e8 a4 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c5c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c61:	48 8b 6c 24 10       	mov    0x10(%rsp),%rbp
    7f58a0f15c66:	90                   	nop
    7f58a0f15c67:	e8 94 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c6c:	be 5e ff ff ff       	mov    $0xffffff5e,%esi
    7f58a0f15c71:	66 90                	xchg   %ax,%ax
    7f58a0f15c73:	e8 88 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c78:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7f58a0f15c7d:	66 90                	xchg   %ax,%ax
    7f58a0f15c7f:	e8 7c 89 a7 ff       	call   0x7f58a098e600
    7f58a0f15c84:	eb 19                	jmp    0x7f58a0f15c9f
    7f58a0f15c86:	48 8b f0             	mov    %rax,%rsi
    7f58a0f15c89:	eb 1c                	jmp    0x7f58a0f15ca7
    7f58a0f15c8b:	48 8b f0             	mov    %rax,%rsi
    7f58a0f15c8e:	eb 17                	jmp    0x7f58a0f15ca7
    7f58a0f15c90:	48 8b f0             	mov    %rax,%rsi
    7f58a0f15c93:	eb 12                	jmp    0x7f58a0f15ca7
    7f58a0f15c95:	48 8b f0             	mov    %rax,%rsi
    7f58a0f15c98:	eb 0d                	jmp    0x7f58a0f15ca7
    7f58a0f15c9a:	48 8b f0             	mov    %rax,%rsi
    7f58a0f15c9d:	eb 08                	jmp    0x7f58a0f15ca7
    7f58a0f15c9f:	48 8b f0             	mov    %rax,%rsi
    7f58a0f15ca2:	eb 03                	jmp    0x7f58a0f15ca7
    7f58a0f15ca4:	48 8b f0             	mov    %rax,%rsi
    7f58a0f15ca7:	48 81 c4 90 00 00 00 	add    $0x90,%rsp
    7f58a0f15cae:	5d                   	pop    %rbp
    7f58a0f15caf:	e9 cc 3e b2 ff       	jmp    0x7f58a0a39b80
                 ;   {internal_word}
    7f58a0f15cb4:	49 ba 71 50 f1 a0 58 	movabs $0x7f58a0f15071,%r10
    7f58a0f15cbb:	7f 00 00 
    7f58a0f15cbe:	4d 89 97 58 03 00 00 	mov    %r10,0x358(%r15)
    7f58a0f15cc5:	e9 36 9a a7 ff       	jmp    0x7f58a098f700
    7f58a0f15cca:	f4                   	hlt
    7f58a0f15ccb:	f4                   	hlt
    7f58a0f15ccc:	f4                   	hlt
    7f58a0f15ccd:	f4                   	hlt
    7f58a0f15cce:	f4                   	hlt
    7f58a0f15ccf:	f4                   	hlt
    7f58a0f15cd0:	f4                   	hlt
    7f58a0f15cd1:	f4                   	hlt
    7f58a0f15cd2:	f4                   	hlt
    7f58a0f15cd3:	f4                   	hlt
    7f58a0f15cd4:	f4                   	hlt
    7f58a0f15cd5:	f4                   	hlt
    7f58a0f15cd6:	f4                   	hlt
    7f58a0f15cd7:	f4                   	hlt
    7f58a0f15cd8:	f4                   	hlt
    7f58a0f15cd9:	f4                   	hlt
    7f58a0f15cda:	f4                   	hlt
    7f58a0f15cdb:	f4                   	hlt
    7f58a0f15cdc:	f4                   	hlt
    7f58a0f15cdd:	f4                   	hlt
    7f58a0f15cde:	f4                   	hlt
    7f58a0f15cdf:	f4                   	hlt
                 ;   {no_reloc}
    7f58a0f15ce0:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f58a0f15ce7:	00 00 00 
    7f58a0f15cea:	e9 fb ff ff ff       	jmp    0x7f58a0f15cea
    7f58a0f15cef:	48 bb c0 15 53 2b 58 	movabs $0x7f582b5315c0,%rbx
    7f58a0f15cf6:	7f 00 00 
    7f58a0f15cf9:	e9 5b 7d a7 ff       	jmp    0x7f58a098da59
    7f58a0f15cfe:	48 bb c8 19 53 2b 58 	movabs $0x7f582b5319c8,%rbx
    7f58a0f15d05:	7f 00 00 
                 ;   {runtime_call I2C/C2I adapters}
    7f58a0f15d08:	e9 60 7e b2 ff       	jmp    0x7f58a0a3db6d
    7f58a0f15d0d:	48 bb 58 17 53 2b 58 	movabs $0x7f582b531758,%rbx
                 ;   {runtime_call I2C/C2I adapters}
    7f58a0f15d14:	7f 00 00 
    7f58a0f15d17:	e9 c1 a5 a7 ff       	jmp    0x7f58a09902dd
                 ;   {static_stub}
    7f58a0f15d1c:	48 bb c0 e9 52 2b 58 	movabs $0x7f582b52e9c0,%rbx
    7f58a0f15d23:	7f 00 00 
    7f58a0f15d26:	e9 ba 0e a8 ff       	jmp    0x7f58a0996be5
    7f58a0f15d2b:	48 bb 40 dc 4c 2b 58 	movabs $0x7f582b4cdc40,%rbx
    7f58a0f15d32:	7f 00 00 
    7f58a0f15d35:	e9 a3 a5 a7 ff       	jmp    0x7f58a09902dd
    7f58a0f15d3a:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7f58a0f15d41:	00 00 00 
                 ;   {runtime_call}
    7f58a0f15d44:	e9 fb ff ff ff       	jmp    0x7f58a0f15d44
    7f58a0f15d49:	e9 32 45 b1 ff       	jmp    0x7f58a0a2a280
    7f58a0f15d4e:	e8 00 00 00 00       	call   0x7f58a0f15d53
    7f58a0f15d53:	48 83 2c 24 05       	subq   $0x5,(%rsp)
                 ;   {runtime_call DeoptimizationBlob}
    7f58a0f15d58:	e9 43 8c a7 ff       	jmp    0x7f58a098e9a0
    7f58a0f15d5d:	f4                   	hlt
    7f58a0f15d5e:	f4                   	hlt
    7f58a0f15d5f:	f4                   	hlt
