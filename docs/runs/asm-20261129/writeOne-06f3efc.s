Compiled method (c2)    1566  965       4       dev.seqid.OrderedUuidGenerator::writeOne (137 bytes)
    7fe898f32620:	44 8b 56 08          	mov    0x8(%rsi),%r10d
    7fe898f32624:	49 bb 00 00 00 2b e8 	movabs $0x7fe82b000000,%r11
    7fe898f3262b:	7f 00 00 
    7fe898f3262e:	4d 03 d3             	add    %r11,%r10
    7fe898f32631:	49 3b c2             	cmp    %r10,%rax
                 ;   {runtime_call ic_miss_stub}
    7fe898f32634:	0f 85 46 67 a5 ff    	jne    0x7fe898988d80
    7fe898f3263a:	66 90                	xchg   %ax,%ax
    7fe898f3263c:	0f 1f 40 00          	nopl   0x0(%rax)
    7fe898f32640:	89 84 24 00 c0 fe ff 	mov    %eax,-0x14000(%rsp)
    7fe898f32647:	55                   	push   %rbp
    7fe898f32648:	48 81 ec 90 00 00 00 	sub    $0x90,%rsp
    7fe898f3264f:	44 89 44 24 18       	mov    %r8d,0x18(%rsp)
    7fe898f32654:	48 89 4c 24 10       	mov    %rcx,0x10(%rsp)
    7fe898f32659:	48 89 54 24 08       	mov    %rdx,0x8(%rsp)
    7fe898f3265e:	48 89 34 24          	mov    %rsi,(%rsp)
    7fe898f32662:	44 8b 46 24          	mov    0x24(%rsi),%r8d
    7fe898f32666:	47 8b b4 c4 88 00 00 	mov    0x88(%r12,%r8,8),%r14d
    7fe898f3266d:	00 
    7fe898f3266e:	44 8b 56 28          	mov    0x28(%rsi),%r10d
    7fe898f32672:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7fe898f32677:	44 8b 5e 10          	mov    0x10(%rsi),%r11d
    7fe898f3267b:	44 89 5c 24 34       	mov    %r11d,0x34(%rsp)
    7fe898f32680:	4d 8b 97 88 02 00 00 	mov    0x288(%r15),%r10
    7fe898f32687:	4d 8b 12             	mov    (%r10),%r10
    7fe898f3268a:	4c 89 54 24 20       	mov    %r10,0x20(%rsp)
    7fe898f3268f:	43 0f b6 6c c4 6c    	movzbl 0x6c(%r12,%r8,8),%ebp
    7fe898f32695:	85 ed                	test   %ebp,%ebp
    7fe898f32697:	0f 84 87 0c 00 00    	je     0x7fe898f33324
    7fe898f3269d:	43 8b 6c c4 64       	mov    0x64(%r12,%r8,8),%ebp
    7fe898f326a2:	83 fd 40             	cmp    $0x40,%ebp
    7fe898f326a5:	0f 85 4c 0b 00 00    	jne    0x7fe898f331f7
    7fe898f326ab:	4f 8b 5c c4 28       	mov    0x28(%r12,%r8,8),%r11
    7fe898f326b0:	45 85 f6             	test   %r14d,%r14d
    7fe898f326b3:	0f 84 f2 08 00 00    	je     0x7fe898f32fab
    7fe898f326b9:	49 8b db             	mov    %r11,%rbx
    7fe898f326bc:	f0 4b 0f c1 9c f4 a0 	lock xadd %rbx,0xa0(%r12,%r14,8)
    7fe898f326c3:	00 00 00 
    7fe898f326c6:	47 8b 4c c4 74       	mov    0x74(%r12,%r8,8),%r9d
    7fe898f326cb:	47 8b 54 c4 78       	mov    0x78(%r12,%r8,8),%r10d
                 ; implicit exception: dispatches to 0x00007fe898f336ec
    7fe898f326d0:	43 8b 4c cc 08       	mov    0x8(%r12,%r9,8),%ecx
    7fe898f326d5:	48 8b fb             	mov    %rbx,%rdi
                 ;   {metadata('dev/seqid/LinearTimestampEncoding')}
    7fe898f326d8:	49 03 fb             	add    %r11,%rdi
    7fe898f326db:	81 f9 48 6b 02 01    	cmp    $0x1026b48,%ecx
    7fe898f326e1:	0f 85 69 09 00 00    	jne    0x7fe898f33050
    7fe898f326e7:	49 c1 e1 03          	shl    $0x3,%r9
    7fe898f326eb:	4d 8b 59 28          	mov    0x28(%r9),%r11
    7fe898f326ef:	49 83 fb 01          	cmp    $0x1,%r11
    7fe898f326f3:	0f 85 17 0b 00 00    	jne    0x7fe898f33210
    7fe898f326f9:	47 8b 5c d4 08       	mov    0x8(%r12,%r10,8),%r11d
    7fe898f326fe:	41 81 fb 68 28 02 01 	cmp    $0x1022868,%r11d
    7fe898f32705:	0f 85 b1 09 00 00    	jne    0x7fe898f330bc
    7fe898f3270b:	4b 8d 2c c4          	lea    (%r12,%r8,8),%rbp
    7fe898f3270f:	4b 8d 04 f4          	lea    (%r12,%r14,8),%rax
    7fe898f32713:	4f 8d 2c d4          	lea    (%r12,%r10,8),%r13
    7fe898f32717:	45 8b 5d 0c          	mov    0xc(%r13),%r11d
    7fe898f3271b:	41 83 fb 01          	cmp    $0x1,%r11d
    7fe898f3271f:	75 7b                	jne    0x7fe898f3279c
    7fe898f32721:	48 89 44 24 50       	mov    %rax,0x50(%rsp)
    7fe898f32726:	48 89 6c 24 48       	mov    %rbp,0x48(%rsp)
    7fe898f3272b:	4c 89 4c 24 40       	mov    %r9,0x40(%rsp)
    7fe898f32730:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7fe898f32735:	48 89 5c 24 28       	mov    %rbx,0x28(%rsp)
    7fe898f3273a:	44 89 74 24 1c       	mov    %r14d,0x1c(%rsp)
    7fe898f3273f:	41 8b e8             	mov    %r8d,%ebp
    7fe898f32742:	49 ba 80 6c 23 ad e8 	movabs $0x7fe8ad236c80,%r10
    7fe898f32749:	7f 00 00 
    7fe898f3274c:	41 ff d2             	call   *%r10
    7fe898f3274f:	48 89 44 24 58       	mov    %rax,0x58(%rsp)
    7fe898f32754:	49 3b 45 18          	cmp    0x18(%r13),%rax
    7fe898f32758:	0f 85 bb 06 00 00    	jne    0x7fe898f32e19
    7fe898f3275e:	45 8b 5d 20          	mov    0x20(%r13),%r11d
    7fe898f32762:	41 ff c3             	inc    %r11d
    7fe898f32765:	45 89 5d 20          	mov    %r11d,0x20(%r13)
    7fe898f32769:	41 81 fb 00 08 00 00 	cmp    $0x800,%r11d
    7fe898f32770:	0f 8d ba 07 00 00    	jge    0x7fe898f32f30
    7fe898f32776:	4c 8b d0             	mov    %rax,%r10
    7fe898f32779:	44 8b c5             	mov    %ebp,%r8d
    7fe898f3277c:	44 8b 74 24 1c       	mov    0x1c(%rsp),%r14d
    7fe898f32781:	48 8b 5c 24 28       	mov    0x28(%rsp),%rbx
    7fe898f32786:	48 8b 7c 24 38       	mov    0x38(%rsp),%rdi
    7fe898f3278b:	4c 8b 4c 24 40       	mov    0x40(%rsp),%r9
    7fe898f32790:	48 8b 6c 24 48       	mov    0x48(%rsp),%rbp
    7fe898f32795:	48 8b 44 24 50       	mov    0x50(%rsp),%rax
    7fe898f3279a:	eb 12                	jmp    0x7fe898f327ae
    7fe898f3279c:	45 0f b6 55 24       	movzbl 0x24(%r13),%r10d
    7fe898f327a1:	45 85 d2             	test   %r10d,%r10d
    7fe898f327a4:	0f 84 a6 07 00 00    	je     0x7fe898f32f50
    7fe898f327aa:	4d 8b 55 10          	mov    0x10(%r13),%r10
    7fe898f327ae:	4d 2b 51 30          	sub    0x30(%r9),%r10
    7fe898f327b2:	43 8b 4c c4 0c       	mov    0xc(%r12,%r8,8),%ecx
    7fe898f327b7:	4f 8b 8c f4 90 00 00 	mov    0x90(%r12,%r14,8),%r9
    7fe898f327be:	00 
    7fe898f327bf:	4c 8b db             	mov    %rbx,%r11
    7fe898f327c2:	49 d3 fb             	sar    %cl,%r11
    7fe898f327c5:	49 8b d2             	mov    %r10,%rdx
    7fe898f327c8:	49 2b d1             	sub    %r9,%rdx
    7fe898f327cb:	48 85 db             	test   %rbx,%rbx
    7fe898f327ce:	0f 8c 80 0a 00 00    	jl     0x7fe898f33254
    7fe898f327d4:	48 8b f2             	mov    %rdx,%rsi
    7fe898f327d7:	4b 03 74 c4 10       	add    0x10(%r12,%r8,8),%rsi
    7fe898f327dc:	4c 8b ef             	mov    %rdi,%r13
    7fe898f327df:	49 d3 ed             	shr    %cl,%r13
    7fe898f327e2:	4b 8b 4c c4 30       	mov    0x30(%r12,%r8,8),%rcx
    7fe898f327e7:	45 33 d2             	xor    %r10d,%r10d
    7fe898f327ea:	4d 3b eb             	cmp    %r11,%r13
    7fe898f327ed:	0f 85 ab 02 00 00    	jne    0x7fe898f32a9e
    7fe898f327f3:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7fe898f327f8:	48 89 6c 24 28       	mov    %rbp,0x28(%rsp)
    7fe898f327fd:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f32802:	4d 8b c3             	mov    %r11,%r8
    7fe898f32805:	4c 03 c1             	add    %rcx,%r8
    7fe898f32808:	49 3b d0             	cmp    %r8,%rdx
    7fe898f3280b:	0f 8f 88 02 00 00    	jg     0x7fe898f32a99
    7fe898f32811:	4c 3b de             	cmp    %rsi,%r11
    7fe898f32814:	0f 8f 1e 0c 00 00    	jg     0x7fe898f33438
    7fe898f3281a:	45 8b d6             	mov    %r14d,%r10d
    7fe898f3281d:	4f 8b 84 f4 98 00 00 	mov    0x98(%r12,%r14,8),%r8
    7fe898f32824:	00 
    7fe898f32825:	4d 3b d8             	cmp    %r8,%r11
    7fe898f32828:	0f 8d 42 0c 00 00    	jge    0x7fe898f33470
    7fe898f3282e:	48 85 ff             	test   %rdi,%rdi
    7fe898f32831:	0f 8c 5d 0a 00 00    	jl     0x7fe898f33294
    7fe898f32837:	48 8b 1c 24          	mov    (%rsp),%rbx
    7fe898f3283b:	44 8b 43 30          	mov    0x30(%rbx),%r8d
    7fe898f3283f:	4f 8b 5c c4 10       	mov    0x10(%r12,%r8,8),%r11
    7fe898f32844:	8b 74 24 1c          	mov    0x1c(%rsp),%esi
    7fe898f32848:	41 8b 4c f4 0c       	mov    0xc(%r12,%rsi,8),%ecx
    7fe898f3284d:	4c 8b cf             	mov    %rdi,%r9
    7fe898f32850:	49 d3 e9             	shr    %cl,%r9
    7fe898f32853:	4f 03 8c d4 90 00 00 	add    0x90(%r12,%r10,8),%r9
    7fe898f3285a:	00 
    7fe898f3285b:	4d 3b d9             	cmp    %r9,%r11
    7fe898f3285e:	0f 85 35 06 00 00    	jne    0x7fe898f32e99
    7fe898f32864:	4b 8d 1c c4          	lea    (%r12,%r8,8),%rbx
    7fe898f32868:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7fe898f3286d:	47 0f b6 5c d4 2c    	movzbl 0x2c(%r12,%r10,8),%r11d
    7fe898f32873:	49 23 7c f4 18       	and    0x18(%r12,%rsi,8),%rdi
    7fe898f32878:	48 8b c7             	mov    %rdi,%rax
    7fe898f3287b:	4c 8b 4b 18          	mov    0x18(%rbx),%r9
    7fe898f3287f:	45 85 db             	test   %r11d,%r11d
    7fe898f32882:	0f 85 b0 0a 00 00    	jne    0x7fe898f33338
    7fe898f32888:	44 8b 44 24 34       	mov    0x34(%rsp),%r8d
    7fe898f3288d:	43 0f b6 ac c4 b8 00 	movzbl 0xb8(%r12,%r8,8),%ebp
    7fe898f32894:	00 00 
    7fe898f32896:	85 ed                	test   %ebp,%ebp
    7fe898f32898:	0f 84 de 0a 00 00    	je     0x7fe898f3337c
    7fe898f3289e:	4c 8b 5b 20          	mov    0x20(%rbx),%r11
    7fe898f328a2:	43 0f b6 5c d4 2d    	movzbl 0x2d(%r12,%r10,8),%ebx
    7fe898f328a8:	4b 8b 8c c4 88 00 00 	mov    0x88(%r12,%r8,8),%rcx
    7fe898f328af:	00 
    7fe898f328b0:	4b 8b bc c4 98 00 00 	mov    0x98(%r12,%r8,8),%rdi
    7fe898f328b7:	00 
    7fe898f328b8:	8b c9                	mov    %ecx,%ecx
    7fe898f328ba:	48 8b d0             	mov    %rax,%rdx
    7fe898f328bd:	48 d3 ea             	shr    %cl,%rdx
    7fe898f328c0:	4b 23 94 c4 90 00 00 	and    0x90(%r12,%r8,8),%rdx
    7fe898f328c7:	00 
    7fe898f328c8:	8b cf                	mov    %edi,%ecx
    7fe898f328ca:	48 d3 e2             	shl    %cl,%rdx
    7fe898f328cd:	49 0b d1             	or     %r9,%rdx
    7fe898f328d0:	48 89 54 24 28       	mov    %rdx,0x28(%rsp)
    7fe898f328d5:	85 db                	test   %ebx,%ebx
    7fe898f328d7:	0f 84 df 0a 00 00    	je     0x7fe898f333bc
    7fe898f328dd:	43 8b 6c d4 30       	mov    0x30(%r12,%r10,8),%ebp
    7fe898f328e2:	45 8b 4c ec 08       	mov    0x8(%r12,%rbp,8),%r9d
    7fe898f328e7:	41 81 f9 c0 2e 02 01 	cmp    $0x1022ec0,%r9d
    7fe898f328ee:	0f 85 38 08 00 00    	jne    0x7fe898f3312c
    7fe898f328f4:	48 8b 54 24 20       	mov    0x20(%rsp),%rdx
    7fe898f328f9:	4c 8b 4a 20          	mov    0x20(%rdx),%r9
    7fe898f328fd:	49 8d 3c ec          	lea    (%r12,%rbp,8),%rdi
    7fe898f32901:	8b 5f 1c             	mov    0x1c(%rdi),%ebx
    7fe898f32904:	45 8b c9             	mov    %r9d,%r9d
    7fe898f32907:	41 83 e1 3f          	and    $0x3f,%r9d
    7fe898f3290b:	41 8b e9             	mov    %r9d,%ebp
    7fe898f3290e:	83 c5 20             	add    $0x20,%ebp
    7fe898f32911:	41 8b 4c dc 0c       	mov    0xc(%r12,%rbx,8),%ecx
    7fe898f32916:	3b e9                	cmp    %ecx,%ebp
    7fe898f32918:	0f 83 9a 06 00 00    	jae    0x7fe898f32fb8
    7fe898f3291e:	49 8d 0c dc          	lea    (%r12,%rbx,8),%rcx
    7fe898f32922:	46 8b 8c 89 90 00 00 	mov    0x90(%rcx,%r9,4),%r9d
    7fe898f32929:	00 
    7fe898f3292a:	4b 8d 0c c4          	lea    (%r12,%r8,8),%rcx
    7fe898f3292e:	4b 8d 1c d4          	lea    (%r12,%r10,8),%rbx
    7fe898f32932:	45 85 c9             	test   %r9d,%r9d
    7fe898f32935:	0f 84 f2 04 00 00    	je     0x7fe898f32e2d
    7fe898f3293b:	43 8b ac cc 90 00 00 	mov    0x90(%r12,%r9,8),%ebp
    7fe898f32942:	00 
    7fe898f32943:	48 8b f5             	mov    %rbp,%rsi
    7fe898f32946:	48 c1 e6 03          	shl    $0x3,%rsi
    7fe898f3294a:	48 3b f2             	cmp    %rdx,%rsi
    7fe898f3294d:	0f 85 81 09 00 00    	jne    0x7fe898f332d4
    7fe898f32953:	43 8b 74 cc 08       	mov    0x8(%r12,%r9,8),%esi
                 ;   {metadata('dev/seqid/Grant$Padded')}
    7fe898f32958:	81 fe a0 39 02 01    	cmp    $0x10239a0,%esi
    7fe898f3295e:	0f 85 31 0d 00 00    	jne    0x7fe898f33695
    7fe898f32964:	4b 8d 2c cc          	lea    (%r12,%r9,8),%rbp
    7fe898f32968:	8b 95 94 00 00 00    	mov    0x94(%rbp),%edx
    7fe898f3296e:	44 8b 8d 9c 00 00 00 	mov    0x9c(%rbp),%r9d
    7fe898f32975:	8b b5 98 00 00 00    	mov    0x98(%rbp),%esi
    7fe898f3297b:	3b d6                	cmp    %esi,%edx
    7fe898f3297d:	0f 84 01 04 00 00    	je     0x7fe898f32d84
    7fe898f32983:	8b ca                	mov    %edx,%ecx
    7fe898f32985:	83 c1 08             	add    $0x8,%ecx
    7fe898f32988:	89 8d 94 00 00 00    	mov    %ecx,0x94(%rbp)
    7fe898f3298e:	43 8b 6c cc 0c       	mov    0xc(%r12,%r9,8),%ebp
    7fe898f32993:	83 c5 f9             	add    $0xfffffff9,%ebp
    7fe898f32996:	85 ed                	test   %ebp,%ebp
    7fe898f32998:	0f 8c e6 07 00 00    	jl     0x7fe898f33184
    7fe898f3299e:	3b d5                	cmp    %ebp,%edx
    7fe898f329a0:	0f 83 5e 06 00 00    	jae    0x7fe898f33004
    7fe898f329a6:	49 c1 e1 03          	shl    $0x3,%r9
    7fe898f329aa:	49 8b 5c 11 10       	mov    0x10(%r9,%rdx,1),%rbx
    7fe898f329af:	48 0f cb             	bswap  %rbx
    7fe898f329b2:	4b 23 5c d4 18       	and    0x18(%r12,%r10,8),%rbx
    7fe898f329b7:	43 0f b6 ac c4 b8 00 	movzbl 0xb8(%r12,%r8,8),%ebp
    7fe898f329be:	00 00 
    7fe898f329c0:	85 ed                	test   %ebp,%ebp
    7fe898f329c2:	0f 84 28 0a 00 00    	je     0x7fe898f333f0
    7fe898f329c8:	4f 8b 94 c4 b0 00 00 	mov    0xb0(%r12,%r8,8),%r10
    7fe898f329cf:	00 
    7fe898f329d0:	4f 8b 8c c4 a8 00 00 	mov    0xa8(%r12,%r8,8),%r9
    7fe898f329d7:	00 
    7fe898f329d8:	4b 8b 8c c4 a0 00 00 	mov    0xa0(%r12,%r8,8),%rcx
    7fe898f329df:	00 
    7fe898f329e0:	45 8b c2             	mov    %r10d,%r8d
    7fe898f329e3:	8b c9                	mov    %ecx,%ecx
    7fe898f329e5:	48 d3 e8             	shr    %cl,%rax
    7fe898f329e8:	49 23 c1             	and    %r9,%rax
    7fe898f329eb:	41 8b c8             	mov    %r8d,%ecx
    7fe898f329ee:	48 d3 e0             	shl    %cl,%rax
    7fe898f329f1:	49 0b c3             	or     %r11,%rax
    7fe898f329f4:	48 0b c3             	or     %rbx,%rax
    7fe898f329f7:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7fe898f329fc:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7fe898f32a01:	45 8b 5a 08          	mov    0x8(%r10),%r11d
    7fe898f32a05:	41 81 fb 20 a6 08 01 	cmp    $0x108a620,%r11d
    7fe898f32a0c:	0f 85 52 07 00 00    	jne    0x7fe898f33164
    7fe898f32a12:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fe898f32a17:	4d 85 db             	test   %r11,%r11
    7fe898f32a1a:	74 11                	je     0x7fe898f32a2d
    7fe898f32a1c:	45 8b 53 08          	mov    0x8(%r11),%r10d
                 ;   {metadata('java/lang/Void')}
    7fe898f32a20:	41 81 fa 98 69 0b 00 	cmp    $0xb6998,%r10d
    7fe898f32a27:	0f 85 a3 07 00 00    	jne    0x7fe898f331d0
    7fe898f32a2d:	49 8b 87 08 01 00 00 	mov    0x108(%r15),%rax
    7fe898f32a34:	4c 8b d0             	mov    %rax,%r10
    7fe898f32a37:	49 83 c2 20          	add    $0x20,%r10
    7fe898f32a3b:	4d 3b 97 18 01 00 00 	cmp    0x118(%r15),%r10
    7fe898f32a42:	0f 83 3a 04 00 00    	jae    0x7fe898f32e82
    7fe898f32a48:	4d 89 97 08 01 00 00 	mov    %r10,0x108(%r15)
    7fe898f32a4f:	41 0f 18 82 00 01 00 	prefetchnta 0x100(%r10)
    7fe898f32a56:	00 
    7fe898f32a57:	48 c7 00 01 00 00 00 	movq   $0x1,(%rax)
    7fe898f32a5e:	c7 40 08 d8 d3 0c 01 	movl   $0x10cd3d8,0x8(%rax)
    7fe898f32a65:	44 89 60 0c          	mov    %r12d,0xc(%rax)
    7fe898f32a69:	4c 89 60 10          	mov    %r12,0x10(%rax)
    7fe898f32a6d:	4c 89 60 18          	mov    %r12,0x18(%rax)
    7fe898f32a71:	4c 8b 54 24 28       	mov    0x28(%rsp),%r10
    7fe898f32a76:	4c 89 50 10          	mov    %r10,0x10(%rax)
    7fe898f32a7a:	4c 8b 54 24 20       	mov    0x20(%rsp),%r10
    7fe898f32a7f:	4c 89 50 18          	mov    %r10,0x18(%rax)
    7fe898f32a83:	48 81 c4 90 00 00 00 	add    $0x90,%rsp
    7fe898f32a8a:	5d                   	pop    %rbp
    7fe898f32a8b:	49 3b a7 40 03 00 00 	cmp    0x340(%r15),%rsp
    7fe898f32a92:	0f 87 1a 0d 00 00    	ja     0x7fe898f337b2
    7fe898f32a98:	c3                   	ret
    7fe898f32a99:	44 8b 44 24 1c       	mov    0x1c(%rsp),%r8d
    7fe898f32a9e:	4f 8b 5c c4 40       	mov    0x40(%r12,%r8,8),%r11
    7fe898f32aa3:	4d 3b eb             	cmp    %r11,%r13
    7fe898f32aa6:	0f 8d 79 02 00 00    	jge    0x7fe898f32d25
    7fe898f32aac:	4d 8b dd             	mov    %r13,%r11
    7fe898f32aaf:	4c 03 d9             	add    %rcx,%r11
    7fe898f32ab2:	49 3b d3             	cmp    %r11,%rdx
    7fe898f32ab5:	0f 8e 25 01 00 00    	jle    0x7fe898f32be0
    7fe898f32abb:	4f 8b 8c f4 a0 00 00 	mov    0xa0(%r12,%r14,8),%r9
    7fe898f32ac2:	00 
    7fe898f32ac3:	47 8b 54 c4 74       	mov    0x74(%r12,%r8,8),%r10d
    7fe898f32ac8:	47 8b 5c c4 78       	mov    0x78(%r12,%r8,8),%r11d
    7fe898f32acd:	43 8b 4c d4 08       	mov    0x8(%r12,%r10,8),%ecx
    7fe898f32ad2:	81 f9 48 6b 02 01    	cmp    $0x1026b48,%ecx
    7fe898f32ad8:	0f 85 72 0a 00 00    	jne    0x7fe898f33550
    7fe898f32ade:	49 c1 e2 03          	shl    $0x3,%r10
    7fe898f32ae2:	49 8b 4a 28          	mov    0x28(%r10),%rcx
    7fe898f32ae6:	48 83 f9 01          	cmp    $0x1,%rcx
    7fe898f32aea:	0f 85 44 0b 00 00    	jne    0x7fe898f33634
                 ; implicit exception: dispatches to 0x00007fe898f33784
    7fe898f32af0:	43 8b 4c dc 08       	mov    0x8(%r12,%r11,8),%ecx
    7fe898f32af5:	81 f9 68 28 02 01    	cmp    $0x1022868,%ecx
    7fe898f32afb:	0f 85 bb 0a 00 00    	jne    0x7fe898f335bc
    7fe898f32b01:	49 c1 e3 03          	shl    $0x3,%r11
    7fe898f32b05:	41 8b 4b 0c          	mov    0xc(%r11),%ecx
    7fe898f32b09:	83 f9 01             	cmp    $0x1,%ecx
    7fe898f32b0c:	75 63                	jne    0x7fe898f32b71
    7fe898f32b0e:	49 8b db             	mov    %r11,%rbx
    7fe898f32b11:	4c 89 54 24 50       	mov    %r10,0x50(%rsp)
    7fe898f32b16:	4c 89 4c 24 48       	mov    %r9,0x48(%rsp)
    7fe898f32b1b:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7fe898f32b20:	48 89 6c 24 28       	mov    %rbp,0x28(%rsp)
    7fe898f32b25:	44 89 74 24 40       	mov    %r14d,0x40(%rsp)
    7fe898f32b2a:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f32b2f:	49 ba 80 6c 23 ad e8 	movabs $0x7fe8ad236c80,%r10
    7fe898f32b36:	7f 00 00 
    7fe898f32b39:	41 ff d2             	call   *%r10
    7fe898f32b3c:	48 8b e8             	mov    %rax,%rbp
    7fe898f32b3f:	4c 8b db             	mov    %rbx,%r11
    7fe898f32b42:	49 3b 43 18          	cmp    0x18(%r11),%rax
    7fe898f32b46:	0f 85 94 06 00 00    	jne    0x7fe898f331e0
    7fe898f32b4c:	4d 8b d3             	mov    %r11,%r10
    7fe898f32b4f:	45 8b 5b 20          	mov    0x20(%r11),%r11d
    7fe898f32b53:	41 ff c3             	inc    %r11d
    7fe898f32b56:	45 89 5a 20          	mov    %r11d,0x20(%r10)
    7fe898f32b5a:	41 81 fb 00 08 00 00 	cmp    $0x800,%r11d
    7fe898f32b61:	0f 8d b6 09 00 00    	jge    0x7fe898f3351d
    7fe898f32b67:	4c 8b d8             	mov    %rax,%r11
    7fe898f32b6a:	4c 8b 54 24 50       	mov    0x50(%rsp),%r10
    7fe898f32b6f:	eb 2a                	jmp    0x7fe898f32b9b
    7fe898f32b71:	41 0f b6 4b 24       	movzbl 0x24(%r11),%ecx
    7fe898f32b76:	85 c9                	test   %ecx,%ecx
    7fe898f32b78:	0f 84 b2 09 00 00    	je     0x7fe898f33530
    7fe898f32b7e:	4d 8b 5b 10          	mov    0x10(%r11),%r11
    7fe898f32b82:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f32b87:	44 89 74 24 40       	mov    %r14d,0x40(%rsp)
    7fe898f32b8c:	48 89 6c 24 28       	mov    %rbp,0x28(%rsp)
    7fe898f32b91:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7fe898f32b96:	4c 89 4c 24 48       	mov    %r9,0x48(%rsp)
    7fe898f32b9b:	4d 2b 5a 30          	sub    0x30(%r10),%r11
    7fe898f32b9f:	44 8b 54 24 40       	mov    0x40(%rsp),%r10d
    7fe898f32ba4:	4f 8b 94 d4 90 00 00 	mov    0x90(%r12,%r10,8),%r10
    7fe898f32bab:	00 
    7fe898f32bac:	4d 8b c3             	mov    %r11,%r8
    7fe898f32baf:	4d 2b c2             	sub    %r10,%r8
    7fe898f32bb2:	48 bf e8 c1 82 87 06 	movabs $0x68782c1e8,%rdi
    7fe898f32bb9:	00 00 00 
    7fe898f32bbc:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7fe898f32bc1:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7fe898f32bc6:	48 8b 4c 24 48       	mov    0x48(%rsp),%rcx
    7fe898f32bcb:	45 33 c9             	xor    %r9d,%r9d
    7fe898f32bce:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f32bd2:	90                   	nop
    7fe898f32bd3:	e8 68 d3 60 f8       	call   0x7fe89153ff40
    7fe898f32bd8:	48 8b f8             	mov    %rax,%rdi
    7fe898f32bdb:	e9 9a 01 00 00       	jmp    0x7fe898f32d7a
    7fe898f32be0:	4c 3b ee             	cmp    %rsi,%r13
    7fe898f32be3:	0f 8e 5d 03 00 00    	jle    0x7fe898f32f46
    7fe898f32be9:	47 88 64 c4 6c       	mov    %r12b,0x6c(%r12,%r8,8)
    7fe898f32bee:	4c 3b ee             	cmp    %rsi,%r13
    7fe898f32bf1:	be 01 00 00 00       	mov    $0x1,%esi
    7fe898f32bf6:	41 0f 4e f2          	cmovle %r10d,%esi
    7fe898f32bfa:	89 74 24 44          	mov    %esi,0x44(%rsp)
    7fe898f32bfe:	48 89 54 24 58       	mov    %rdx,0x58(%rsp)
    7fe898f32c03:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7fe898f32c08:	48 89 6c 24 28       	mov    %rbp,0x28(%rsp)
    7fe898f32c0d:	48 89 7c 24 50       	mov    %rdi,0x50(%rsp)
    7fe898f32c12:	48 89 5c 24 48       	mov    %rbx,0x48(%rsp)
    7fe898f32c17:	44 89 74 24 40       	mov    %r14d,0x40(%rsp)
    7fe898f32c1c:	49 8b ed             	mov    %r13,%rbp
    7fe898f32c1f:	4c 89 6c 24 60       	mov    %r13,0x60(%rsp)
    7fe898f32c24:	49 03 e9             	add    %r9,%rbp
    7fe898f32c27:	47 8b 5c c4 74       	mov    0x74(%r12,%r8,8),%r11d
    7fe898f32c2c:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f32c31:	49 8b f3             	mov    %r11,%rsi
    7fe898f32c34:	48 c1 e6 03          	shl    $0x3,%rsi
    7fe898f32c38:	90                   	nop
    7fe898f32c39:	48 b8 ff ff ff ff ff 	movabs $0xffffffffffffffff,%rax
                 ;   {virtual_call}
    7fe898f32c40:	ff ff ff 
    7fe898f32c43:	e8 38 67 a5 ff       	call   0x7fe898989380
    7fe898f32c48:	48 3b e8             	cmp    %rax,%rbp
    7fe898f32c4b:	7f 4d                	jg     0x7fe898f32c9a
    7fe898f32c4d:	44 8b 54 24 44       	mov    0x44(%rsp),%r10d
    7fe898f32c52:	45 85 d2             	test   %r10d,%r10d
    7fe898f32c55:	0f 84 05 03 00 00    	je     0x7fe898f32f60
    7fe898f32c5b:	44 8b 44 24 1c       	mov    0x1c(%rsp),%r8d
    7fe898f32c60:	47 8b 9c c4 80 00 00 	mov    0x80(%r12,%r8,8),%r11d
    7fe898f32c67:	00 
                 ;   {oop(a 'dev/seqid/OverflowPolicy'{0x0000000687874b18})}
    7fe898f32c68:	41 81 fb 63 e9 f0 d0 	cmp    $0xd0f0e963,%r11d
    7fe898f32c6f:	0f 84 f5 02 00 00    	je     0x7fe898f32f6a
    7fe898f32c75:	4c 8b 54 24 60       	mov    0x60(%rsp),%r10
    7fe898f32c7a:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7fe898f32c7f:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7fe898f32c84:	49 8b ca             	mov    %r10,%rcx
    7fe898f32c87:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f32c8b:	e8 f0 63 a5 ff       	call   0x7fe898989080
    7fe898f32c90:	48 8b 7c 24 50       	mov    0x50(%rsp),%rdi
    7fe898f32c95:	e9 e0 00 00 00       	jmp    0x7fe898f32d7a
    7fe898f32c9a:	44 8b 54 24 40       	mov    0x40(%rsp),%r10d
    7fe898f32c9f:	48 8b 44 24 50       	mov    0x50(%rsp),%rax
    7fe898f32ca4:	4c 8b 5c 24 48       	mov    0x48(%rsp),%r11
    7fe898f32ca9:	f0 4f 0f b1 9c d4 a0 	lock cmpxchg %r11,0xa0(%r12,%r10,8)
    7fe898f32cb0:	00 00 00 
    7fe898f32cb3:	41 0f 94 c3          	sete   %r11b
    7fe898f32cb7:	45 0f b6 db          	movzbl %r11b,%r11d
    7fe898f32cbb:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7fe898f32cc0:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7fe898f32cc5:	48 8b 4c 24 60       	mov    0x60(%rsp),%rcx
    7fe898f32cca:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f32cce:	90                   	nop
    7fe898f32ccf:	e8 ac 63 a5 ff       	call   0x7fe898989080
    7fe898f32cd4:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7fe898f32cd9:	4c 89 14 24          	mov    %r10,(%rsp)
    7fe898f32cdd:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fe898f32ce2:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fe898f32ce7:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7fe898f32cec:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7fe898f32cf1:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7fe898f32cf6:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7fe898f32cfb:	48 8b 4c 24 60       	mov    0x60(%rsp),%rcx
    7fe898f32d00:	4c 8b 44 24 58       	mov    0x58(%rsp),%r8
    7fe898f32d05:	66 90                	xchg   %ax,%ax
    7fe898f32d07:	e8 74 63 a5 ff       	call   0x7fe898989080
    7fe898f32d0c:	48 85 c0             	test   %rax,%rax
    7fe898f32d0f:	0f 84 13 09 00 00    	je     0x7fe898f33628
    7fe898f32d15:	48 8b f0             	mov    %rax,%rsi
    7fe898f32d18:	48 81 c4 90 00 00 00 	add    $0x90,%rsp
    7fe898f32d1f:	5d                   	pop    %rbp
                 ;   {runtime_call _rethrow_Java}
    7fe898f32d20:	e9 5b f0 a6 ff       	jmp    0x7fe8989a1d80
    7fe898f32d25:	48 89 54 24 48       	mov    %rdx,0x48(%rsp)
    7fe898f32d2a:	48 89 44 24 38       	mov    %rax,0x38(%rsp)
    7fe898f32d2f:	48 89 6c 24 28       	mov    %rbp,0x28(%rsp)
    7fe898f32d34:	44 89 74 24 40       	mov    %r14d,0x40(%rsp)
    7fe898f32d39:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f32d3e:	48 8b f0             	mov    %rax,%rsi
    7fe898f32d41:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f32d45:	66 90                	xchg   %ax,%ax
    7fe898f32d47:	e8 34 63 a5 ff       	call   0x7fe898989080
    7fe898f32d4c:	49 ba 00 00 00 00 00 	movabs $0x8000000000000000,%r10
    7fe898f32d53:	00 00 80 
    7fe898f32d56:	48 8b c8             	mov    %rax,%rcx
    7fe898f32d59:	49 0b ca             	or     %r10,%rcx
    7fe898f32d5c:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7fe898f32d61:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7fe898f32d66:	4c 8b 44 24 48       	mov    0x48(%rsp),%r8
    7fe898f32d6b:	e8 10 63 a5 ff       	call   0x7fe898989080
    7fe898f32d70:	49 c7 c2 ff ff ff ff 	mov    $0xffffffffffffffff,%r10
    7fe898f32d77:	49 8b fa             	mov    %r10,%rdi
    7fe898f32d7a:	44 8b 54 24 40       	mov    0x40(%rsp),%r10d
    7fe898f32d7f:	e9 aa fa ff ff       	jmp    0x7fe898f3282e
                 ; implicit exception: dispatches to 0x00007fe898f33768
    7fe898f32d84:	43 8b 54 cc 0c       	mov    0xc(%r12,%r9,8),%edx
    7fe898f32d89:	8b 77 14             	mov    0x14(%rdi),%esi
    7fe898f32d8c:	85 f6                	test   %esi,%esi
    7fe898f32d8e:	0f 84 ac 07 00 00    	je     0x7fe898f33540
    7fe898f32d94:	44 8b ea             	mov    %edx,%r13d
    7fe898f32d97:	48 8b fb             	mov    %rbx,%rdi
    7fe898f32d9a:	48 8b d9             	mov    %rcx,%rbx
    7fe898f32d9d:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f32da2:	48 8f 44 24 30       	rex.W pop 0x30(%rsp)
    7fe898f32da7:	4c 89 5c 24 28       	mov    %r11,0x28(%rsp)
    7fe898f32dac:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7fe898f32db1:	44 89 44 24 04       	mov    %r8d,0x4(%rsp)
    7fe898f32db6:	44 89 14 24          	mov    %r10d,(%rsp)
    7fe898f32dba:	4f 8d 14 cc          	lea    (%r12,%r9,8),%r10
    7fe898f32dbe:	48 c1 e6 03          	shl    $0x3,%rsi
    7fe898f32dc2:	49 8b d2             	mov    %r10,%rdx
    7fe898f32dc5:	41 8b cd             	mov    %r13d,%ecx
    7fe898f32dc8:	48 89 5c 24 38       	mov    %rbx,0x38(%rsp)
    7fe898f32dcd:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7fe898f32dd2:	4c 89 54 24 50       	mov    %r10,0x50(%rsp)
    7fe898f32dd7:	e8 a4 74 fe ff       	call   0x7fe898f1a280
    7fe898f32ddc:	89 85 98 00 00 00    	mov    %eax,0x98(%rbp)
    7fe898f32de2:	44 8b 8d 9c 00 00 00 	mov    0x9c(%rbp),%r9d
    7fe898f32de9:	44 89 a5 94 00 00 00 	mov    %r12d,0x94(%rbp)
    7fe898f32df0:	b9 08 00 00 00       	mov    $0x8,%ecx
    7fe898f32df5:	33 d2                	xor    %edx,%edx
    7fe898f32df7:	44 8b 14 24          	mov    (%rsp),%r10d
    7fe898f32dfb:	44 8b 44 24 04       	mov    0x4(%rsp),%r8d
    7fe898f32e00:	48 8b 44 24 20       	mov    0x20(%rsp),%rax
    7fe898f32e05:	4c 8b 5c 24 28       	mov    0x28(%rsp),%r11
    7fe898f32e0a:	48 ff 74 24 30       	rex.W push 0x30(%rsp)
    7fe898f32e0f:	48 8f 44 24 28       	rex.W pop 0x28(%rsp)
    7fe898f32e14:	e9 6f fb ff ff       	jmp    0x7fe898f32988
    7fe898f32e19:	4c 8b d0             	mov    %rax,%r10
    7fe898f32e1c:	49 89 45 18          	mov    %rax,0x18(%r13)
    7fe898f32e20:	41 c7 45 20 01 00 00 	movl   $0x1,0x20(%r13)
    7fe898f32e27:	00 
    7fe898f32e28:	e9 4c f9 ff ff       	jmp    0x7fe898f32779
    7fe898f32e2d:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f32e32:	48 8f 44 24 30       	rex.W pop 0x30(%rsp)
    7fe898f32e37:	4c 89 5c 24 28       	mov    %r11,0x28(%rsp)
    7fe898f32e3c:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7fe898f32e41:	44 89 04 24          	mov    %r8d,(%rsp)
    7fe898f32e45:	41 8b ea             	mov    %r10d,%ebp
    7fe898f32e48:	48 8b f7             	mov    %rdi,%rsi
    7fe898f32e4b:	48 89 4c 24 38       	mov    %rcx,0x38(%rsp)
    7fe898f32e50:	48 89 5c 24 40       	mov    %rbx,0x40(%rsp)
    7fe898f32e55:	66 90                	xchg   %ax,%ax
    7fe898f32e57:	e8 24 62 a5 ff       	call   0x7fe898989080
    7fe898f32e5c:	4c 8b c8             	mov    %rax,%r9
    7fe898f32e5f:	44 8b d5             	mov    %ebp,%r10d
    7fe898f32e62:	44 8b 04 24          	mov    (%rsp),%r8d
    7fe898f32e66:	48 8b 44 24 20       	mov    0x20(%rsp),%rax
    7fe898f32e6b:	4c 8b 5c 24 28       	mov    0x28(%rsp),%r11
    7fe898f32e70:	48 ff 74 24 30       	rex.W push 0x30(%rsp)
    7fe898f32e75:	48 8f 44 24 28       	rex.W pop 0x28(%rsp)
    7fe898f32e7a:	49 8b d9             	mov    %r9,%rbx
    7fe898f32e7d:	e9 30 fb ff ff       	jmp    0x7fe898f329b2
    7fe898f32e82:	48 be d8 d3 0c 2c e8 	movabs $0x7fe82c0cd3d8,%rsi
    7fe898f32e89:	7f 00 00 
                 ;   {runtime_call _new_instance_Java}
    7fe898f32e8c:	66 66 90             	data16 xchg %ax,%ax
    7fe898f32e8f:	e8 6c 9a a6 ff       	call   0x7fe89899c900
    7fe898f32e94:	e9 d8 fb ff ff       	jmp    0x7fe898f32a71
    7fe898f32e99:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7fe898f32e9e:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f32ea3:	8b 44 24 1c          	mov    0x1c(%rsp),%eax
    7fe898f32ea7:	89 04 24             	mov    %eax,(%rsp)
    7fe898f32eaa:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f32eaf:	48 8b eb             	mov    %rbx,%rbp
    7fe898f32eb2:	44 8b 5c 24 34       	mov    0x34(%rsp),%r11d
    7fe898f32eb7:	49 8b d3             	mov    %r11,%rdx
    7fe898f32eba:	48 c1 e2 03          	shl    $0x3,%rdx
    7fe898f32ebe:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7fe898f32ec3:	48 8b 4c 24 38       	mov    0x38(%rsp),%rcx
                 ;   {static_call}
    7fe898f32ec8:	4c 8b c7             	mov    %rdi,%r8
    7fe898f32ecb:	e8 b0 e7 60 f8       	call   0x7fe891541680
    7fe898f32ed0:	48 8b d8             	mov    %rax,%rbx
    7fe898f32ed3:	41 80 7f 38 00       	cmpb   $0x0,0x38(%r15)
    7fe898f32ed8:	0f 85 c2 05 00 00    	jne    0x7fe898f334a0
    7fe898f32ede:	4c 8b d3             	mov    %rbx,%r10
    7fe898f32ee1:	49 c1 ea 03          	shr    $0x3,%r10
    7fe898f32ee5:	44 89 55 30          	mov    %r10d,0x30(%rbp)
    7fe898f32ee9:	4c 8b d5             	mov    %rbp,%r10
    7fe898f32eec:	4c 8b db             	mov    %rbx,%r11
    7fe898f32eef:	4d 33 da             	xor    %r10,%r11
    7fe898f32ef2:	49 c1 eb 16          	shr    $0x16,%r11
    7fe898f32ef6:	4d 85 db             	test   %r11,%r11
    7fe898f32ef9:	74 1f                	je     0x7fe898f32f1a
    7fe898f32efb:	48 85 db             	test   %rbx,%rbx
    7fe898f32efe:	74 1a                	je     0x7fe898f32f1a
    7fe898f32f00:	49 c1 ea 09          	shr    $0x9,%r10
    7fe898f32f04:	48 bf 00 90 73 8c e8 	movabs $0x7fe88c739000,%rdi
    7fe898f32f0b:	7f 00 00 
    7fe898f32f0e:	49 03 fa             	add    %r10,%rdi
    7fe898f32f11:	80 3f 04             	cmpb   $0x4,(%rdi)
    7fe898f32f14:	0f 85 bd 05 00 00    	jne    0x7fe898f334d7
    7fe898f32f1a:	48 85 db             	test   %rbx,%rbx
    7fe898f32f1d:	0f 84 51 07 00 00    	je     0x7fe898f33674
    7fe898f32f23:	8b 34 24             	mov    (%rsp),%esi
    7fe898f32f26:	48 8b 7c 24 40       	mov    0x40(%rsp),%rdi
    7fe898f32f2b:	e9 38 f9 ff ff       	jmp    0x7fe898f32868
    7fe898f32f30:	49 8b f5             	mov    %r13,%rsi
    7fe898f32f33:	48 8b d0             	mov    %rax,%rdx
    7fe898f32f36:	90                   	nop
    7fe898f32f37:	e8 2b 09 00 00       	call   0x7fe898f33867
    7fe898f32f3c:	4c 8b 54 24 58       	mov    0x58(%rsp),%r10
    7fe898f32f41:	e9 33 f8 ff ff       	jmp    0x7fe898f32779
    7fe898f32f46:	44 89 54 24 44       	mov    %r10d,0x44(%rsp)
    7fe898f32f4b:	e9 ae fc ff ff       	jmp    0x7fe898f32bfe
    7fe898f32f50:	41 c6 45 24 01       	movb   $0x1,0x24(%r13)
    7fe898f32f55:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7fe898f32f5b:	e9 4a f8 ff ff       	jmp    0x7fe898f327aa
    7fe898f32f60:	4c 8b 54 24 60       	mov    0x60(%rsp),%r10
    7fe898f32f65:	e9 10 fd ff ff       	jmp    0x7fe898f32c7a
    7fe898f32f6a:	4c 8b 54 24 60       	mov    0x60(%rsp),%r10
    7fe898f32f6f:	4c 3b 54 24 58       	cmp    0x58(%rsp),%r10
    7fe898f32f74:	7e 2b                	jle    0x7fe898f32fa1
    7fe898f32f76:	41 8b e8             	mov    %r8d,%ebp
    7fe898f32f79:	48 8b 74 24 28       	mov    0x28(%rsp),%rsi
    7fe898f32f7e:	48 8b 54 24 38       	mov    0x38(%rsp),%rdx
    7fe898f32f83:	48 8b 4c 24 58       	mov    0x58(%rsp),%rcx
                 ;   {optimized virtual_call}
    7fe898f32f88:	66 66 90             	data16 xchg %ax,%ax
    7fe898f32f8b:	e8 f0 60 a5 ff       	call   0x7fe898989080
    7fe898f32f90:	4c 8b 54 24 60       	mov    0x60(%rsp),%r10
    7fe898f32f95:	4c 3b d0             	cmp    %rax,%r10
    7fe898f32f98:	0f 8f fc fc ff ff    	jg     0x7fe898f32c9a
    7fe898f32f9e:	44 8b c5             	mov    %ebp,%r8d
    7fe898f32fa1:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f32fa6:	e9 cf fc ff ff       	jmp    0x7fe898f32c7a
    7fe898f32fab:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f32fb0:	49 8b eb             	mov    %r11,%rbp
    7fe898f32fb3:	e8 48 b6 a5 ff       	call   0x7fe89898e600
    7fe898f32fb8:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7fe898f32fbd:	4c 8b 4c 24 08       	mov    0x8(%rsp),%r9
    7fe898f32fc2:	4c 89 0c 24          	mov    %r9,(%rsp)
    7fe898f32fc6:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7fe898f32fcb:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7fe898f32fd0:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7fe898f32fd4:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7fe898f32fd8:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f32fdd:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7fe898f32fe2:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fe898f32fe7:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7fe898f32fec:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7fe898f32ff1:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7fe898f32ff6:	48 89 54 24 40       	mov    %rdx,0x40(%rsp)
    7fe898f32ffb:	89 5c 24 34          	mov    %ebx,0x34(%rsp)
    7fe898f32fff:	e8 fc b5 a5 ff       	call   0x7fe89898e600
    7fe898f33004:	be e4 ff ff ff       	mov    $0xffffffe4,%esi
    7fe898f33009:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7fe898f3300e:	48 89 0c 24          	mov    %rcx,(%rsp)
    7fe898f33012:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7fe898f33017:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7fe898f3301c:	8b 5c 24 18          	mov    0x18(%rsp),%ebx
    7fe898f33020:	89 5c 24 10          	mov    %ebx,0x10(%rsp)
    7fe898f33024:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f33029:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7fe898f3302e:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fe898f33033:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7fe898f33038:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7fe898f3303d:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7fe898f33042:	44 89 4c 24 34       	mov    %r9d,0x34(%rsp)
    7fe898f33047:	89 54 24 38          	mov    %edx,0x38(%rsp)
    7fe898f3304b:	e8 b0 b5 a5 ff       	call   0x7fe89898e600
    7fe898f33050:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f33055:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f33059:	48 89 14 24          	mov    %rdx,(%rsp)
    7fe898f3305d:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fe898f33062:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7fe898f33067:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7fe898f3306b:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7fe898f3306f:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f33074:	44 89 74 24 20       	mov    %r14d,0x20(%rsp)
    7fe898f33079:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7fe898f3307e:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f33083:	8b 44 24 34          	mov    0x34(%rsp),%eax
    7fe898f33087:	89 44 24 28          	mov    %eax,0x28(%rsp)
    7fe898f3308b:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f33090:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f33095:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7fe898f33099:	89 44 24 2c          	mov    %eax,0x2c(%rsp)
    7fe898f3309d:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f330a2:	48 89 5c 24 30       	mov    %rbx,0x30(%rsp)
    7fe898f330a7:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7fe898f330ac:	44 89 4c 24 40       	mov    %r9d,0x40(%rsp)
    7fe898f330b1:	44 89 54 24 44       	mov    %r10d,0x44(%rsp)
    7fe898f330b6:	90                   	nop
    7fe898f330b7:	e8 44 b5 a5 ff       	call   0x7fe89898e600
    7fe898f330bc:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f330c1:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f330c5:	48 89 14 24          	mov    %rdx,(%rsp)
    7fe898f330c9:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fe898f330ce:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7fe898f330d3:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7fe898f330d8:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7fe898f330dd:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f330e2:	44 89 74 24 20       	mov    %r14d,0x20(%rsp)
    7fe898f330e7:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7fe898f330ec:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f330f1:	8b 44 24 34          	mov    0x34(%rsp),%eax
    7fe898f330f5:	89 44 24 28          	mov    %eax,0x28(%rsp)
    7fe898f330f9:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f330fe:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f33103:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7fe898f33107:	89 44 24 2c          	mov    %eax,0x2c(%rsp)
    7fe898f3310b:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f33110:	48 89 5c 24 30       	mov    %rbx,0x30(%rsp)
    7fe898f33115:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7fe898f3311a:	4c 89 4c 24 40       	mov    %r9,0x40(%rsp)
    7fe898f3311f:	44 89 54 24 48       	mov    %r10d,0x48(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f33124:	66 66 90             	data16 xchg %ax,%ax
    7fe898f33127:	e8 d4 b4 a5 ff       	call   0x7fe89898e600
    7fe898f3312c:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f33131:	4c 8b 4c 24 08       	mov    0x8(%rsp),%r9
    7fe898f33136:	4c 89 0c 24          	mov    %r9,(%rsp)
    7fe898f3313a:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7fe898f3313f:	4c 89 4c 24 08       	mov    %r9,0x8(%rsp)
    7fe898f33144:	44 8b 4c 24 18       	mov    0x18(%rsp),%r9d
    7fe898f33149:	44 89 4c 24 10       	mov    %r9d,0x10(%rsp)
    7fe898f3314e:	48 89 54 24 18       	mov    %rdx,0x18(%rsp)
    7fe898f33153:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7fe898f33158:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7fe898f3315d:	66 90                	xchg   %ax,%ax
    7fe898f3315f:	e8 9c b4 a5 ff       	call   0x7fe89898e600
    7fe898f33164:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f33169:	49 8b ea             	mov    %r10,%rbp
    7fe898f3316c:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fe898f33171:	4c 89 14 24          	mov    %r10,(%rsp)
    7fe898f33175:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7fe898f3317a:	44 89 5c 24 08       	mov    %r11d,0x8(%rsp)
    7fe898f3317f:	e8 7c b4 a5 ff       	call   0x7fe89898e600
    7fe898f33184:	be cc ff ff ff       	mov    $0xffffffcc,%esi
    7fe898f33189:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7fe898f3318e:	48 89 0c 24          	mov    %rcx,(%rsp)
    7fe898f33192:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7fe898f33197:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7fe898f3319c:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7fe898f331a0:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7fe898f331a4:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f331a9:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7fe898f331ae:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fe898f331b3:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7fe898f331b8:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7fe898f331bd:	44 89 54 24 30       	mov    %r10d,0x30(%rsp)
    7fe898f331c2:	44 89 4c 24 34       	mov    %r9d,0x34(%rsp)
    7fe898f331c7:	89 54 24 38          	mov    %edx,0x38(%rsp)
    7fe898f331cb:	e8 30 b4 a5 ff       	call   0x7fe89898e600
    7fe898f331d0:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f331d5:	49 8b eb             	mov    %r11,%rbp
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f331d8:	66 66 90             	data16 xchg %ax,%ax
    7fe898f331db:	e8 20 b4 a5 ff       	call   0x7fe89898e600
    7fe898f331e0:	4d 8b d3             	mov    %r11,%r10
    7fe898f331e3:	4c 8b d8             	mov    %rax,%r11
    7fe898f331e6:	49 89 42 18          	mov    %rax,0x18(%r10)
    7fe898f331ea:	41 c7 42 20 01 00 00 	movl   $0x1,0x20(%r10)
    7fe898f331f1:	00 
    7fe898f331f2:	e9 73 f9 ff ff       	jmp    0x7fe898f32b6a
    7fe898f331f7:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f331fc:	44 89 44 24 24       	mov    %r8d,0x24(%rsp)
    7fe898f33201:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fe898f33206:	44 89 44 24 2c       	mov    %r8d,0x2c(%rsp)
    7fe898f3320b:	e8 f0 b3 a5 ff       	call   0x7fe89898e600
    7fe898f33210:	b9 01 00 00 00       	mov    $0x1,%ecx
    7fe898f33215:	4c 3b d9             	cmp    %rcx,%r11
    7fe898f33218:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fe898f3321d:	7c 08                	jl     0x7fe898f33227
    7fe898f3321f:	40 0f 95 c5          	setne  %bpl
    7fe898f33223:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fe898f33227:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f3322c:	44 89 44 24 24       	mov    %r8d,0x24(%rsp)
    7fe898f33231:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fe898f33236:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7fe898f3323b:	48 89 5c 24 38       	mov    %rbx,0x38(%rsp)
    7fe898f33240:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7fe898f33245:	4c 89 4c 24 48       	mov    %r9,0x48(%rsp)
    7fe898f3324a:	44 89 54 24 50       	mov    %r10d,0x50(%rsp)
    7fe898f3324f:	e8 ac b3 a5 ff       	call   0x7fe89898e600
    7fe898f33254:	45 33 d2             	xor    %r10d,%r10d
    7fe898f33257:	49 3b da             	cmp    %r10,%rbx
    7fe898f3325a:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fe898f3325f:	7c 08                	jl     0x7fe898f33269
    7fe898f33261:	40 0f 95 c5          	setne  %bpl
    7fe898f33265:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fe898f33269:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f3326e:	44 89 44 24 24       	mov    %r8d,0x24(%rsp)
    7fe898f33273:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fe898f33278:	48 89 5c 24 38       	mov    %rbx,0x38(%rsp)
    7fe898f3327d:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7fe898f33282:	48 89 54 24 48       	mov    %rdx,0x48(%rsp)
    7fe898f33287:	4c 89 5c 24 50       	mov    %r11,0x50(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f3328c:	66 66 90             	data16 xchg %ax,%ax
    7fe898f3328f:	e8 6c b3 a5 ff       	call   0x7fe89898e600
    7fe898f33294:	45 33 db             	xor    %r11d,%r11d
    7fe898f33297:	49 3b fb             	cmp    %r11,%rdi
    7fe898f3329a:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fe898f3329f:	7c 08                	jl     0x7fe898f332a9
    7fe898f332a1:	40 0f 95 c5          	setne  %bpl
    7fe898f332a5:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fe898f332a9:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f332ae:	44 89 54 24 20       	mov    %r10d,0x20(%rsp)
    7fe898f332b3:	44 8b 5c 24 34       	mov    0x34(%rsp),%r11d
    7fe898f332b8:	44 89 5c 24 24       	mov    %r11d,0x24(%rsp)
    7fe898f332bd:	44 8b 54 24 30       	mov    0x30(%rsp),%r10d
    7fe898f332c2:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7fe898f332c7:	48 89 7c 24 30       	mov    %rdi,0x30(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f332cc:	66 66 90             	data16 xchg %ax,%ax
    7fe898f332cf:	e8 2c b3 a5 ff       	call   0x7fe89898e600
    7fe898f332d4:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f332d9:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7fe898f332de:	48 89 0c 24          	mov    %rcx,(%rsp)
    7fe898f332e2:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7fe898f332e7:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7fe898f332ec:	8b 5c 24 18          	mov    0x18(%rsp),%ebx
    7fe898f332f0:	89 5c 24 10          	mov    %ebx,0x10(%rsp)
    7fe898f332f4:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f332f9:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7fe898f332fe:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fe898f33303:	4c 89 5c 24 20       	mov    %r11,0x20(%rsp)
    7fe898f33308:	48 89 44 24 28       	mov    %rax,0x28(%rsp)
    7fe898f3330d:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7fe898f33312:	44 89 4c 24 34       	mov    %r9d,0x34(%rsp)
    7fe898f33317:	48 89 54 24 40       	mov    %rdx,0x40(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f3331c:	66 66 90             	data16 xchg %ax,%ax
    7fe898f3331f:	e8 dc b2 a5 ff       	call   0x7fe89898e600
    7fe898f33324:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f33329:	44 89 44 24 24       	mov    %r8d,0x24(%rsp)
    7fe898f3332e:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fe898f33333:	e8 c8 b2 a5 ff       	call   0x7fe89898e600
    7fe898f33338:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f3333d:	48 8b 6c 24 08       	mov    0x8(%rsp),%rbp
    7fe898f33342:	4c 8b 44 24 10       	mov    0x10(%rsp),%r8
    7fe898f33347:	4c 89 04 24          	mov    %r8,(%rsp)
    7fe898f3334b:	44 8b 44 24 18       	mov    0x18(%rsp),%r8d
    7fe898f33350:	44 89 44 24 08       	mov    %r8d,0x8(%rsp)
    7fe898f33355:	8b 4c 24 34          	mov    0x34(%rsp),%ecx
    7fe898f33359:	48 89 5c 24 18       	mov    %rbx,0x18(%rsp)
    7fe898f3335e:	89 4c 24 14          	mov    %ecx,0x14(%rsp)
    7fe898f33362:	4c 89 4c 24 28       	mov    %r9,0x28(%rsp)
    7fe898f33367:	48 89 7c 24 30       	mov    %rdi,0x30(%rsp)
    7fe898f3336c:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
    7fe898f33371:	44 89 5c 24 3c       	mov    %r11d,0x3c(%rsp)
    7fe898f33376:	90                   	nop
    7fe898f33377:	e8 84 b2 a5 ff       	call   0x7fe89898e600
    7fe898f3337c:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f33381:	4c 8b 5c 24 08       	mov    0x8(%rsp),%r11
    7fe898f33386:	4c 89 1c 24          	mov    %r11,(%rsp)
    7fe898f3338a:	4c 8b 5c 24 10       	mov    0x10(%rsp),%r11
    7fe898f3338f:	4c 89 5c 24 08       	mov    %r11,0x8(%rsp)
    7fe898f33394:	44 8b 5c 24 18       	mov    0x18(%rsp),%r11d
    7fe898f33399:	44 89 5c 24 10       	mov    %r11d,0x10(%rsp)
    7fe898f3339e:	44 89 54 24 18       	mov    %r10d,0x18(%rsp)
    7fe898f333a3:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7fe898f333a8:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7fe898f333ad:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f333b2:	48 89 7c 24 38       	mov    %rdi,0x38(%rsp)
    7fe898f333b7:	e8 44 b2 a5 ff       	call   0x7fe89898e600
    7fe898f333bc:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f333c1:	48 8b 6c 24 08       	mov    0x8(%rsp),%rbp
    7fe898f333c6:	4c 8b 4c 24 10       	mov    0x10(%rsp),%r9
    7fe898f333cb:	4c 89 0c 24          	mov    %r9,(%rsp)
    7fe898f333cf:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7fe898f333d3:	89 4c 24 08          	mov    %ecx,0x8(%rsp)
    7fe898f333d7:	48 89 54 24 10       	mov    %rdx,0x10(%rsp)
    7fe898f333dc:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7fe898f333e1:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7fe898f333e6:	89 5c 24 2c          	mov    %ebx,0x2c(%rsp)
    7fe898f333ea:	90                   	nop
    7fe898f333eb:	e8 10 b2 a5 ff       	call   0x7fe89898e600
    7fe898f333f0:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f333f5:	4c 8b 54 24 08       	mov    0x8(%rsp),%r10
    7fe898f333fa:	4c 89 14 24          	mov    %r10,(%rsp)
    7fe898f333fe:	4c 8b 54 24 10       	mov    0x10(%rsp),%r10
    7fe898f33403:	4c 89 54 24 08       	mov    %r10,0x8(%rsp)
    7fe898f33408:	44 8b 4c 24 18       	mov    0x18(%rsp),%r9d
    7fe898f3340d:	44 89 4c 24 10       	mov    %r9d,0x10(%rsp)
    7fe898f33412:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f33417:	48 8f 44 24 18       	rex.W pop 0x18(%rsp)
    7fe898f3341c:	48 89 5c 24 20       	mov    %rbx,0x20(%rsp)
    7fe898f33421:	4c 89 5c 24 28       	mov    %r11,0x28(%rsp)
    7fe898f33426:	44 89 44 24 14       	mov    %r8d,0x14(%rsp)
    7fe898f3342b:	48 89 44 24 30       	mov    %rax,0x30(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f33430:	66 66 90             	data16 xchg %ax,%ax
    7fe898f33433:	e8 c8 b1 a5 ff       	call   0x7fe89898e600
    7fe898f33438:	4c 3b de             	cmp    %rsi,%r11
    7fe898f3343b:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fe898f33440:	7c 08                	jl     0x7fe898f3344a
    7fe898f33442:	40 0f 95 c5          	setne  %bpl
    7fe898f33446:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fe898f3344a:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f3344f:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fe898f33454:	48 89 5c 24 38       	mov    %rbx,0x38(%rsp)
    7fe898f33459:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7fe898f3345e:	48 89 54 24 48       	mov    %rdx,0x48(%rsp)
    7fe898f33463:	4c 89 5c 24 50       	mov    %r11,0x50(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f33468:	66 66 90             	data16 xchg %ax,%ax
    7fe898f3346b:	e8 90 b1 a5 ff       	call   0x7fe89898e600
    7fe898f33470:	4d 3b d8             	cmp    %r8,%r11
    7fe898f33473:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fe898f33478:	7c 08                	jl     0x7fe898f33482
    7fe898f3347a:	40 0f 95 c5          	setne  %bpl
    7fe898f3347e:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fe898f33482:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f33487:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fe898f3348c:	48 89 5c 24 38       	mov    %rbx,0x38(%rsp)
    7fe898f33491:	48 89 7c 24 40       	mov    %rdi,0x40(%rsp)
    7fe898f33496:	48 89 54 24 48       	mov    %rdx,0x48(%rsp)
    7fe898f3349b:	e8 60 b1 a5 ff       	call   0x7fe89898e600
    7fe898f334a0:	44 8b 5d 30          	mov    0x30(%rbp),%r11d
    7fe898f334a4:	45 85 db             	test   %r11d,%r11d
    7fe898f334a7:	0f 84 31 fa ff ff    	je     0x7fe898f32ede
    7fe898f334ad:	4d 8b 57 20          	mov    0x20(%r15),%r10
    7fe898f334b1:	49 8b fb             	mov    %r11,%rdi
    7fe898f334b4:	48 c1 e7 03          	shl    $0x3,%rdi
    7fe898f334b8:	4d 85 d2             	test   %r10,%r10
    7fe898f334bb:	0f 84 bf 01 00 00    	je     0x7fe898f33680
    7fe898f334c1:	4d 8b 5f 30          	mov    0x30(%r15),%r11
    7fe898f334c5:	4b 89 7c 13 f8       	mov    %rdi,-0x8(%r11,%r10,1)
    7fe898f334ca:	49 83 c2 f8          	add    $0xfffffffffffffff8,%r10
    7fe898f334ce:	4d 89 57 20          	mov    %r10,0x20(%r15)
    7fe898f334d2:	e9 07 fa ff ff       	jmp    0x7fe898f32ede
    7fe898f334d7:	4d 8b 57 50          	mov    0x50(%r15),%r10
    7fe898f334db:	4d 8b 5f 40          	mov    0x40(%r15),%r11
    7fe898f334df:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7fe898f334e5:	80 3f 00             	cmpb   $0x0,(%rdi)
    7fe898f334e8:	0f 84 2c fa ff ff    	je     0x7fe898f32f1a
    7fe898f334ee:	44 88 27             	mov    %r12b,(%rdi)
    7fe898f334f1:	4d 85 db             	test   %r11,%r11
    7fe898f334f4:	75 15                	jne    0x7fe898f3350b
    7fe898f334f6:	49 8b f7             	mov    %r15,%rsi
    7fe898f334f9:	49 ba 60 31 cd ac e8 	movabs $0x7fe8accd3160,%r10
    7fe898f33500:	7f 00 00 
    7fe898f33503:	41 ff d2             	call   *%r10
    7fe898f33506:	e9 0f fa ff ff       	jmp    0x7fe898f32f1a
    7fe898f3350b:	4b 89 7c 1a f8       	mov    %rdi,-0x8(%r10,%r11,1)
    7fe898f33510:	49 83 c3 f8          	add    $0xfffffffffffffff8,%r11
    7fe898f33514:	4d 89 5f 40          	mov    %r11,0x40(%r15)
    7fe898f33518:	e9 fd f9 ff ff       	jmp    0x7fe898f32f1a
    7fe898f3351d:	49 8b f2             	mov    %r10,%rsi
                 ;   {optimized virtual_call}
    7fe898f33520:	48 8b d0             	mov    %rax,%rdx
    7fe898f33523:	e8 58 5b a5 ff       	call   0x7fe898989080
    7fe898f33528:	4c 8b dd             	mov    %rbp,%r11
    7fe898f3352b:	e9 3a f6 ff ff       	jmp    0x7fe898f32b6a
    7fe898f33530:	41 c6 43 24 01       	movb   $0x1,0x24(%r11)
    7fe898f33535:	f0 83 44 24 c0 00    	lock addl $0x0,-0x40(%rsp)
    7fe898f3353b:	e9 3e f6 ff ff       	jmp    0x7fe898f32b7e
    7fe898f33540:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33545:	41 8b e9             	mov    %r9d,%ebp
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f33548:	89 14 24             	mov    %edx,(%rsp)
    7fe898f3354b:	e8 b0 b0 a5 ff       	call   0x7fe89898e600
    7fe898f33550:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f33555:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f33559:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7fe898f3355e:	48 89 0c 24          	mov    %rcx,(%rsp)
    7fe898f33562:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7fe898f33567:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7fe898f3356c:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7fe898f33570:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7fe898f33574:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f33579:	44 89 74 24 20       	mov    %r14d,0x20(%rsp)
    7fe898f3357e:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7fe898f33583:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f33588:	8b 44 24 34          	mov    0x34(%rsp),%eax
    7fe898f3358c:	89 44 24 28          	mov    %eax,0x28(%rsp)
    7fe898f33590:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f33595:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f3359a:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7fe898f3359e:	89 44 24 2c          	mov    %eax,0x2c(%rsp)
    7fe898f335a2:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f335a7:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7fe898f335ac:	44 89 54 24 38       	mov    %r10d,0x38(%rsp)
    7fe898f335b1:	44 89 5c 24 3c       	mov    %r11d,0x3c(%rsp)
    7fe898f335b6:	90                   	nop
    7fe898f335b7:	e8 44 b0 a5 ff       	call   0x7fe89898e600
    7fe898f335bc:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f335c1:	48 8b 2c 24          	mov    (%rsp),%rbp
    7fe898f335c5:	48 8b 4c 24 08       	mov    0x8(%rsp),%rcx
    7fe898f335ca:	48 89 0c 24          	mov    %rcx,(%rsp)
    7fe898f335ce:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7fe898f335d3:	48 89 4c 24 08       	mov    %rcx,0x8(%rsp)
    7fe898f335d8:	8b 4c 24 18          	mov    0x18(%rsp),%ecx
    7fe898f335dc:	89 4c 24 10          	mov    %ecx,0x10(%rsp)
    7fe898f335e0:	44 89 44 24 1c       	mov    %r8d,0x1c(%rsp)
    7fe898f335e5:	44 89 74 24 20       	mov    %r14d,0x20(%rsp)
    7fe898f335ea:	44 89 74 24 24       	mov    %r14d,0x24(%rsp)
    7fe898f335ef:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f335f4:	8b 44 24 34          	mov    0x34(%rsp),%eax
    7fe898f335f8:	89 44 24 28          	mov    %eax,0x28(%rsp)
    7fe898f335fc:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f33601:	48 89 44 24 f8       	mov    %rax,-0x8(%rsp)
    7fe898f33606:	8b 44 24 30          	mov    0x30(%rsp),%eax
    7fe898f3360a:	89 44 24 2c          	mov    %eax,0x2c(%rsp)
    7fe898f3360e:	48 8b 44 24 f8       	mov    -0x8(%rsp),%rax
    7fe898f33613:	4c 89 4c 24 30       	mov    %r9,0x30(%rsp)
    7fe898f33618:	4c 89 54 24 38       	mov    %r10,0x38(%rsp)
    7fe898f3361d:	44 89 5c 24 40       	mov    %r11d,0x40(%rsp)
    7fe898f33622:	90                   	nop
    7fe898f33623:	e8 d8 af a5 ff       	call   0x7fe89898e600
    7fe898f33628:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f3362d:	66 90                	xchg   %ax,%ax
    7fe898f3362f:	e8 cc af a5 ff       	call   0x7fe89898e600
    7fe898f33634:	bb 01 00 00 00       	mov    $0x1,%ebx
    7fe898f33639:	48 3b cb             	cmp    %rbx,%rcx
    7fe898f3363c:	bd ff ff ff ff       	mov    $0xffffffff,%ebp
    7fe898f33641:	7c 08                	jl     0x7fe898f3364b
    7fe898f33643:	40 0f 95 c5          	setne  %bpl
    7fe898f33647:	40 0f b6 ed          	movzbl %bpl,%ebp
    7fe898f3364b:	be 45 ff ff ff       	mov    $0xffffff45,%esi
    7fe898f33650:	44 89 44 24 24       	mov    %r8d,0x24(%rsp)
    7fe898f33655:	44 89 74 24 28       	mov    %r14d,0x28(%rsp)
    7fe898f3365a:	44 89 74 24 2c       	mov    %r14d,0x2c(%rsp)
    7fe898f3365f:	4c 89 4c 24 38       	mov    %r9,0x38(%rsp)
    7fe898f33664:	4c 89 54 24 40       	mov    %r10,0x40(%rsp)
    7fe898f33669:	44 89 5c 24 48       	mov    %r11d,0x48(%rsp)
    7fe898f3366e:	90                   	nop
    7fe898f3366f:	e8 8c af a5 ff       	call   0x7fe89898e600
    7fe898f33674:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33679:	66 90                	xchg   %ax,%ax
    7fe898f3367b:	e8 80 af a5 ff       	call   0x7fe89898e600
    7fe898f33680:	49 8b f7             	mov    %r15,%rsi
    7fe898f33683:	49 ba 30 31 cd ac e8 	movabs $0x7fe8accd3130,%r10
    7fe898f3368a:	7f 00 00 
    7fe898f3368d:	41 ff d2             	call   *%r10
    7fe898f33690:	e9 49 f8 ff ff       	jmp    0x7fe898f32ede
    7fe898f33695:	be de ff ff ff       	mov    $0xffffffde,%esi
    7fe898f3369a:	48 8b 6c 24 08       	mov    0x8(%rsp),%rbp
    7fe898f3369f:	48 8b 4c 24 10       	mov    0x10(%rsp),%rcx
    7fe898f336a4:	48 89 0c 24          	mov    %rcx,(%rsp)
    7fe898f336a8:	8b 5c 24 18          	mov    0x18(%rsp),%ebx
    7fe898f336ac:	89 5c 24 08          	mov    %ebx,0x8(%rsp)
    7fe898f336b0:	48 ff 74 24 28       	rex.W push 0x28(%rsp)
    7fe898f336b5:	48 8f 44 24 10       	rex.W pop 0x10(%rsp)
    7fe898f336ba:	44 89 44 24 0c       	mov    %r8d,0xc(%rsp)
    7fe898f336bf:	4c 89 5c 24 18       	mov    %r11,0x18(%rsp)
    7fe898f336c4:	48 89 44 24 20       	mov    %rax,0x20(%rsp)
    7fe898f336c9:	44 89 54 24 28       	mov    %r10d,0x28(%rsp)
    7fe898f336ce:	48 89 7c 24 30       	mov    %rdi,0x30(%rsp)
    7fe898f336d3:	44 89 4c 24 2c       	mov    %r9d,0x2c(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f336d8:	66 66 90             	data16 xchg %ax,%ax
    7fe898f336db:	e8 20 af a5 ff       	call   0x7fe89898e600
    7fe898f336e0:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f336e5:	66 90                	xchg   %ax,%ax
    7fe898f336e7:	e8 14 af a5 ff       	call   0x7fe89898e600
    7fe898f336ec:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f336f1:	41 8b ea             	mov    %r10d,%ebp
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f336f4:	66 66 90             	data16 xchg %ax,%ax
    7fe898f336f7:	e8 04 af a5 ff       	call   0x7fe89898e600
    7fe898f336fc:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33701:	66 90                	xchg   %ax,%ax
    7fe898f33703:	e8 f8 ae a5 ff       	call   0x7fe89898e600
    7fe898f33708:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f3370d:	66 90                	xchg   %ax,%ax
    7fe898f3370f:	e8 ec ae a5 ff       	call   0x7fe89898e600
    7fe898f33714:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33719:	66 90                	xchg   %ax,%ax
    7fe898f3371b:	e8 e0 ae a5 ff       	call   0x7fe89898e600
    7fe898f33720:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33725:	49 8b e9             	mov    %r9,%rbp
    7fe898f33728:	48 89 3c 24          	mov    %rdi,(%rsp)
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f3372c:	66 66 90             	data16 xchg %ax,%ax
    7fe898f3372f:	e8 cc ae a5 ff       	call   0x7fe89898e600
    7fe898f33734:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33739:	66 90                	xchg   %ax,%ax
    7fe898f3373b:	e8 c0 ae a5 ff       	call   0x7fe89898e600
    7fe898f33740:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33745:	66 90                	xchg   %ax,%ax
    7fe898f33747:	e8 b4 ae a5 ff       	call   0x7fe89898e600
    7fe898f3374c:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33751:	48 8b 6c 24 10       	mov    0x10(%rsp),%rbp
    7fe898f33756:	90                   	nop
    7fe898f33757:	e8 a4 ae a5 ff       	call   0x7fe89898e600
    7fe898f3375c:	be 5e ff ff ff       	mov    $0xffffff5e,%esi
    7fe898f33761:	66 90                	xchg   %ax,%ax
    7fe898f33763:	e8 98 ae a5 ff       	call   0x7fe89898e600
    7fe898f33768:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f3376d:	66 90                	xchg   %ax,%ax
    7fe898f3376f:	e8 8c ae a5 ff       	call   0x7fe89898e600
    7fe898f33774:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33779:	41 8b eb             	mov    %r11d,%ebp
                 ;   {runtime_call UncommonTrapBlob}
    7fe898f3377c:	66 66 90             	data16 xchg %ax,%ax
    7fe898f3377f:	e8 7c ae a5 ff       	call   0x7fe89898e600
    7fe898f33784:	be f6 ff ff ff       	mov    $0xfffffff6,%esi
    7fe898f33789:	66 90                	xchg   %ax,%ax
    7fe898f3378b:	e8 70 ae a5 ff       	call   0x7fe89898e600
    7fe898f33790:	eb 18                	jmp    0x7fe898f337aa
    7fe898f33792:	eb 16                	jmp    0x7fe898f337aa
    7fe898f33794:	eb 14                	jmp    0x7fe898f337aa
    7fe898f33796:	eb 12                	jmp    0x7fe898f337aa
    7fe898f33798:	eb 10                	jmp    0x7fe898f337aa
    7fe898f3379a:	eb 0e                	jmp    0x7fe898f337aa
    7fe898f3379c:	eb 0c                	jmp    0x7fe898f337aa
    7fe898f3379e:	eb 0a                	jmp    0x7fe898f337aa
    7fe898f337a0:	eb 08                	jmp    0x7fe898f337aa
    7fe898f337a2:	eb 06                	jmp    0x7fe898f337aa
    7fe898f337a4:	eb 04                	jmp    0x7fe898f337aa
    7fe898f337a6:	eb 02                	jmp    0x7fe898f337aa
    7fe898f337a8:	eb 00                	jmp    0x7fe898f337aa
    7fe898f337aa:	48 8b f0             	mov    %rax,%rsi
    7fe898f337ad:	e9 66 f5 ff ff       	jmp    0x7fe898f32d18
    7fe898f337b2:	49 ba 8b 2a f3 98 e8 	movabs $0x7fe898f32a8b,%r10
    7fe898f337b9:	7f 00 00 
    7fe898f337bc:	4d 89 97 58 03 00 00 	mov    %r10,0x358(%r15)
    7fe898f337c3:	e9 38 bf a5 ff       	jmp    0x7fe89898f700
    7fe898f337c8:	f4                   	hlt
    7fe898f337c9:	f4                   	hlt
    7fe898f337ca:	f4                   	hlt
    7fe898f337cb:	f4                   	hlt
    7fe898f337cc:	f4                   	hlt
    7fe898f337cd:	f4                   	hlt
    7fe898f337ce:	f4                   	hlt
    7fe898f337cf:	f4                   	hlt
    7fe898f337d0:	f4                   	hlt
    7fe898f337d1:	f4                   	hlt
    7fe898f337d2:	f4                   	hlt
    7fe898f337d3:	f4                   	hlt
    7fe898f337d4:	f4                   	hlt
    7fe898f337d5:	f4                   	hlt
    7fe898f337d6:	f4                   	hlt
    7fe898f337d7:	f4                   	hlt
    7fe898f337d8:	f4                   	hlt
    7fe898f337d9:	f4                   	hlt
    7fe898f337da:	f4                   	hlt
    7fe898f337db:	f4                   	hlt
    7fe898f337dc:	f4                   	hlt
    7fe898f337dd:	f4                   	hlt
    7fe898f337de:	f4                   	hlt
    7fe898f337df:	f4                   	hlt
                 ;   {no_reloc}
    7fe898f337e0:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f337e7:	00 00 00 
    7fe898f337ea:	e9 fb ff ff ff       	jmp    0x7fe898f337ea
    7fe898f337ef:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f337f6:	00 00 00 
    7fe898f337f9:	e9 fb ff ff ff       	jmp    0x7fe898f337f9
    7fe898f337fe:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f33805:	00 00 00 
                 ;   {runtime_call}
    7fe898f33808:	e9 fb ff ff ff       	jmp    0x7fe898f33808
    7fe898f3380d:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
                 ;   {runtime_call}
    7fe898f33814:	00 00 00 
    7fe898f33817:	e9 fb ff ff ff       	jmp    0x7fe898f33817
                 ;   {static_stub}
    7fe898f3381c:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f33823:	00 00 00 
    7fe898f33826:	e9 fb ff ff ff       	jmp    0x7fe898f33826
    7fe898f3382b:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f33832:	00 00 00 
    7fe898f33835:	e9 fb ff ff ff       	jmp    0x7fe898f33835
    7fe898f3383a:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f33841:	00 00 00 
                 ;   {runtime_call}
    7fe898f33844:	e9 fb ff ff ff       	jmp    0x7fe898f33844
    7fe898f33849:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
                 ;   {runtime_call}
    7fe898f33850:	00 00 00 
    7fe898f33853:	e9 fb ff ff ff       	jmp    0x7fe898f33853
                 ;   {static_stub}
    7fe898f33858:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f3385f:	00 00 00 
    7fe898f33862:	e9 fb ff ff ff       	jmp    0x7fe898f33862
    7fe898f33867:	48 bb 40 dc 4c 27 e8 	movabs $0x7fe8274cdc40,%rbx
    7fe898f3386e:	7f 00 00 
    7fe898f33871:	e9 67 ca a5 ff       	jmp    0x7fe8989902dd
    7fe898f33876:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
    7fe898f3387d:	00 00 00 
                 ;   {runtime_call}
    7fe898f33880:	e9 fb ff ff ff       	jmp    0x7fe898f33880
    7fe898f33885:	48 bb 00 00 00 00 00 	movabs $0x0,%rbx
                 ;   {runtime_call}
    7fe898f3388c:	00 00 00 
    7fe898f3388f:	e9 fb ff ff ff       	jmp    0x7fe898f3388f
                 ;   {runtime_call ExceptionBlob}
    7fe898f33894:	e9 67 93 a6 ff       	jmp    0x7fe89899cc00
    7fe898f33899:	e8 00 00 00 00       	call   0x7fe898f3389e
    7fe898f3389e:	48 83 2c 24 05       	subq   $0x5,(%rsp)
    7fe898f338a3:	e9 f8 b0 a5 ff       	jmp    0x7fe89898e9a0
